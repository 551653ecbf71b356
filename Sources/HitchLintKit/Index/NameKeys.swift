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
        // Sized once: two keys a unit and one a reference, but for a few (grown by doubling, the arrays
        // were a sixth of a first run's work on the cache).
        declares.reserveCapacity(2 * analysis.units.count + 8)
        uses.reserveCapacity(analysis.references.count + analysis.units.count)
        // A type's units are one after another: its simple name is hashed once for them.
        var lastType: (typeNameHash: UInt64, simpleNameHash: UInt64)? = nil
        for unit in analysis.units {
            // The resolver never follows `View(…)`; `extension View` units are reached as members
            // and modifiers (and are in most files).
            if let typeName = analysis.typeNameBytes(of: unit), unit.typeNameHash != ProjectResolver.viewHash {
                let simpleNameHash = lastType.flatMap { $0.typeNameHash == unit.typeNameHash ? $0.simpleNameHash : nil }
                    ?? NameHash.ofLastComponent(typeName)
                lastType = (unit.typeNameHash, simpleNameHash)
                declares.append(Edge.type.key(simpleNameHash))
                // A view's declaration (its `body`) takes in the other files that declare a view of its
                // name, which decide which of them a name means (`ProjectResolver.SameNamedViews`).
                if unit.role == .viewBuilder && analysis.names.bytes(of: unit.memberSpan).elementsEqual("body".utf8) {
                    uses.append(Edge.type.key(simpleNameHash))
                }
            }
            declares.append(Edge.member.key(unit.memberKey))
            if unit.isFreeOrInViewExtension { declares.append(Edge.modifier.key(analysis.memberHash(of: unit))) }
            // A helper that makes a formatter, by the keys its callers' references have (`ProjectResolver.ReferenceTargets`).
            if unit.makesFormatter {
                let name = analysis.memberHash(of: unit)
                let byName = unit.formatterMaking == .byName
                if unit.typeNameSpan == nil {
                    declares.append(Edge.modifier.key(FileAnalysis.freeFunctionKey(name)))
                } else {
                    if byName {
                        declares.append(Edge.modifier.key(name))
                        declares.append(Edge.memberName.key(name))
                    }
                    declares.append(Edge.modifier.key(unit.memberKey))
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
        Self.sortUnique(&declares)
        Self.sortUnique(&uses)
    }

    static func sortedUnique(_ keys: [UInt64]) -> [UInt64] {
        var keys = keys
        sortUnique(&keys)
        return keys
    }

    /// Sorts `keys` and drops repeats, in place: a first run sorts every file's keys for the index cache
    /// (a million and a half of them on the corpus; by the standard library's sort, which merges through
    /// a buffer, into a new array copied again without repeats, they were a sixth of its work on the
    /// cache). An introsort: quicksort down to a few keys, then insertion; heapsort where a file's keys
    /// would make quicksort go too deep (hashes of its names, which the code being linted chooses).
    /// `depthLimit`: how deep quicksort may go (by default twice the keys' count's bits).
    static func sortUnique(_ keys: inout [UInt64], depthLimit: Int? = nil) {
        guard keys.count > 1 else { return }
        keys.withUnsafeMutableBufferPointer { buffer in
            introSort(buffer, depthLimit: depthLimit ?? 2 * (Int.bitWidth - buffer.count.leadingZeroBitCount))
        }
        var kept = 1
        for index in 1..<keys.count where keys[index] != keys[kept - 1] {
            keys[kept] = keys[index]
            kept += 1
        }
        keys.removeLast(keys.count - kept)
    }

    private static func introSort(_ keys: UnsafeMutableBufferPointer<UInt64>, depthLimit: Int) {
        var keys = keys
        var depth = depthLimit
        // The larger side loops here, the smaller recurses: the stack is at most `depthLimit` deep.
        while keys.count > 16 {
            guard depth > 0 else { return heapSort(keys) }
            depth -= 1
            let split = partition(keys)
            let lower = UnsafeMutableBufferPointer(rebasing: keys[..<split])
            let upper = UnsafeMutableBufferPointer(rebasing: keys[split...])
            if lower.count < upper.count {
                introSort(lower, depthLimit: depth)
                keys = upper
            } else {
                introSort(upper, depthLimit: depth)
                keys = lower
            }
        }
        insertionSort(keys)
    }

    /// Hoare's partition around the median of the first, middle and last keys: every key before the
    /// returned index is at most every key from it on, and both sides are non-empty.
    private static func partition(_ keys: UnsafeMutableBufferPointer<UInt64>) -> Int {
        let last = keys.count - 1, middle = keys.count / 2
        if keys[middle] < keys[0] { keys.swapAt(middle, 0) }
        if keys[last] < keys[0] { keys.swapAt(last, 0) }
        if keys[last] < keys[middle] { keys.swapAt(last, middle) }
        let pivot = keys[middle]
        var low = -1, high = keys.count
        while true {
            repeat { low += 1 } while keys[low] < pivot
            repeat { high -= 1 } while keys[high] > pivot
            guard low < high else { return high + 1 }
            keys.swapAt(low, high)
        }
    }

    private static func heapSort(_ keys: UnsafeMutableBufferPointer<UInt64>) {
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && keys[child] < keys[child + 1] { child += 1 }
                guard keys[root] < keys[child] else { return }
                keys.swapAt(root, child)
                root = child
            }
        }
        for start in stride(from: keys.count / 2 - 1, through: 0, by: -1) { siftDown(start, keys.count) }
        for end in stride(from: keys.count - 1, to: 0, by: -1) {
            keys.swapAt(0, end)
            siftDown(0, end)
        }
    }

    private static func insertionSort(_ keys: UnsafeMutableBufferPointer<UInt64>) {
        guard keys.count > 1 else { return }
        for index in 1..<keys.count {
            let key = keys[index]
            var place = index
            while place > 0 && keys[place - 1] > key {
                keys[place] = keys[place - 1]
                place -= 1
            }
            keys[place] = key
        }
    }
}

