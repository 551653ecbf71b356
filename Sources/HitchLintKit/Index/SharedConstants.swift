/// The project's type constants (every file's `FileAnalysis.sharedConstants`), by key: what decides a
/// finding that rests on another file's constant (`FixedConstantCondition`). Two types of one simple
/// name whose constants of one name disagree on their kinds leave it unknown: such findings stay.
struct SharedConstants: Sendable {
    private var kindsByKey: [UInt64: FixedConstants.Kinds] = [:]

    init(_ entries: [UInt64]) { add(entries) }

    mutating func add(_ entries: some Sequence<UInt64>) {
        for entry in entries {
            let key = FixedConstants.key(ofEntry: entry)
            let kinds = FixedConstants.kinds(ofEntry: entry)
            if let known = kindsByKey[key] {
                if known != kinds { kindsByKey[key] = [] }
            } else {
                kindsByKey[key] = kinds
            }
        }
    }

    /// Whether the constant `condition` names is known to hold what makes its finding go.
    func meets(_ condition: FixedConstantCondition) -> Bool {
        guard let kinds = kindsByKey[FixedConstants.key(ofEntry: condition.key)] else { return false }
        return condition.isMet(by: kinds)
    }
}
