/// The code units a file declares and the ones it uses, by name, as `ProjectResolver` follows them.
/// Row levels flow along these uses, so only files whose code can reach a file's code change that
/// file's findings: an editor's keystroke (`NameGraph`) or a one-file lint (`IndexSubset`) resolves
/// their code, not the whole project's, plus the type records that decide, for that code, what is a
/// view and what a name means.
///
/// Keys follow the resolver's edges, as name hashes tagged by edge: `type` is the units of every
/// type of that simple name (instantiation), `member` the units of `Type\0member` (member references,
/// exact), `modifier` the modifier functions (and the helpers that make a formatter) of that name, `memberName`
/// the members of that name of any type. They over-approximate, which only adds files.
struct NameKeys: Sendable {
    /// Sorted, without repeats.
    var declares: [UInt64] = []
    var uses: [UInt64] = []

    enum Edge: UInt64 {
        case type = 0x9e37_79b9_7f4a_7c15
        case member = 0xc2b2_ae3d_27d4_eb4f
        case modifier = 0x1656_67b1_9e37_79f9
        /// A member's plain name: a maker's file takes in every file with a member of its name, whose
        /// type decides whether the maker is followed (`ProjectResolver.ReferenceTargets`).
        case memberName = 0x27d4_eb2f_1656_67c5

        func key(_ hash: UInt64) -> UInt64 { hash ^ rawValue }
    }

    init(_ analysis: FileAnalysis) {
        for unit in analysis.units {
            // The resolver never follows `View(…)`; `extension View` units are reached as members
            // and modifiers (and are in most files).
            if let typeName = analysis.typeNameBytes(of: unit), unit.typeNameHash != ProjectResolver.viewHash {
                declares.append(Edge.type.key(NameHash.ofLastComponent(typeName)))
                // A view's declaration (its `body`) takes in the other files that declare a view of its
                // name, which decide which of them a name means (`ProjectResolver.SameNamedViews`).
                if unit.role == .viewBuilder && analysis.names.bytes(of: unit.memberSpan).elementsEqual("body".utf8) {
                    uses.append(Edge.type.key(NameHash.ofLastComponent(typeName)))
                }
            }
            declares.append(Edge.member.key(unit.memberKey))
            if unit.isFreeOrInViewExtension { declares.append(Edge.modifier.key(analysis.memberHash(of: unit))) }
            // A helper that makes a formatter, by the keys its callers' references have (`ProjectResolver.ReferenceTargets`).
            if unit.makesFormatter {
                let name = analysis.memberHash(of: unit)
                if unit.typeNameSpan == nil {
                    declares.append(Edge.modifier.key(FileAnalysis.freeFunctionKey(name)))
                } else {
                    declares.append(Edge.modifier.key(name))
                    declares.append(Edge.modifier.key(unit.memberKey))
                    declares.append(Edge.memberName.key(name))
                }
            }
            if unit.typeNameSpan != nil { uses.append(Edge.memberName.key(analysis.memberHash(of: unit))) }
            for reference in analysis.references(of: unit) {
                switch reference.kind {
                case .instantiation:
                    if reference.key != ProjectResolver.viewHash { uses.append(Edge.type.key(reference.key)) }
                case .member, .listFeed:
                    uses.append(Edge.member.key(reference.key))
                case .modifier:
                    uses.append(Edge.modifier.key(reference.key))
                }
            }
        }
        declares = Self.sortedUnique(declares)
        uses = Self.sortedUnique(uses)
    }

    static func sortedUnique(_ keys: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        result.reserveCapacity(keys.count)
        for key in keys.sorted() where result.last != key { result.append(key) }
        return result
    }
}

