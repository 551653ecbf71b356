/// Resolves candidates into findings over a whole project: which types are views, which views are
/// rows (transitively, across files), and which helper members view code reaches.
///
/// Names are looked up by their `NameHash` in `NameTable`s: strings are hashed once, as bytes, and
/// units of the same key are chained through arrays instead of kept in an array each.
public struct ProjectResolver: Sendable {
    /// The records resolved; their references and type records are dropped once followed (`propagate`).
    private(set) var files: [FileAnalysis]
    /// Global unit number of each file's first unit.
    let unitOffsets: [Int]
    /// For each unit, the highest `RowLevel` it is reached at, or nil when view code never reaches it.
    var reachedLevel: [RowLevel?]
    /// For each unit, the unit that first reached it at its level (-1: none), for messages.
    var reachedVia: [Int32]
    /// In a project with views that only widgets show (`widgetViews`): for each unit, whether code outside
    /// them reaches it. One they alone reach (their own code, a helper of another type only they call)
    /// runs once for each timeline entry (`Candidate.reportsInWidgets`). Empty in other projects.
    var reachedOutsideWidgets: [Bool] = []
    /// Where each type (by name hash) was first found in row code, for messages.
    var rowOrigins = RowOrigins()
    /// Views of one name declared in several files, and which of them a name means.
    var twins = SameNamedViews()
    /// Members used as a `ForEach`/`List` data argument, as `Type\0member` hashes.
    var listFeeds: Set<UInt64> = []
    /// Units that their type's code shows only in menu content (`UnitMarks.isInMenusOnly`).
    var shownInMenusOnly: Set<Int32> = []
    /// Units that set a UIKit cell's SwiftUI content and are no view entry (a table view controller's
    /// `cellForRowAt`, whose content is the only code of it marked, `ViewCodeWalker.walkCellContent`; a
    /// view's helper): walked from that content, which is rows; the rest only as view code reaches it.
    var cellContentOnly: Set<Int32> = []
    /// Simple names of types whose `id` defaults to `UUID()`, hashed.
    let randomIdentityTypes: Set<UInt64>
    /// `hostedViews`: the views built only as hosting roots (or only by previews), and those only widgets show.
    let hostingRootsOnly: Set<UInt64>
    let widgetViews: Set<UInt64>
    /// The views a `ScrollView` lays out itself, with its axis (`FileAnalysis.scrollContentViews`).
    let scrollContentViews: Set<UInt64>
    /// The same of views declared in several files, for each declaration meant.
    var twinScrollContent = TwinScrollContent()
    /// What decides findings that rest on another file's constant.
    let sharedConstants: SharedConstants
    /// The project's `@ObservedObject` stored properties (`FileAnalysis.observedObjectProperties`).
    let observedObjectProperties: Set<UInt64>

    /// `randomIdentityTypes`: the keys (`NameHash.randomIdentityKeys`) of such types declared in files left out of `files`;
    /// `sharedConstants`: the type constants' entries of files left out of `files`; `observedObjectProperties`,
    /// the same of their `@ObservedObject` properties;
    /// `threads`: how many cores the lint may use (the other cores wait while a project is resolved).
    public init(files: consuming [FileAnalysis], randomIdentityTypes: Set<UInt64> = [], sharedConstants: [UInt64] = [],
                observedObjectProperties: [UInt64] = [], threads: Int = 1) {
        self.files = consume files
        var offsets: [Int] = []
        offsets.reserveCapacity(self.files.count)
        var total = 0
        // Records are looked at in place, here and in the steps below: a copy of one retains and then
        // releases each of its arrays (0.4% of a whole lint's instructions, all on this one thread).
        for index in self.files.indices {
            offsets.append(total)
            total += self.files[index].units.count
        }
        unitOffsets = offsets
        (hostingRootsOnly, widgetViews) = Self.hostedViews(self.files)
        var scrolled: Set<UInt64> = []
        for index in self.files.indices { scrolled.formUnion(self.files[index].scrollContentViews) }
        scrollContentViews = scrolled
        // References spilled to a file (`ReferenceSpill`) and read since (to save the index cache, or
        // just above) are let go before the tables below are built beside them.
        SpilledBlockRelease(self.files).releaseAll()
        // The type tables (and what every record says of the project) and the reference targets only
        // read the records: built at once, the types on one core and the targets on the rest (one after
        // the other, they were a quarter of the resolution, with the other cores waiting; the targets
        // take the longer). The records are shared for this, not copied.
        var types: TypeTables
        let wide: ProjectWide
        let targets: ReferenceTargets
        do {
            let files = self.files
            ((types, wide), targets) = Parallel.both(threads: threads, {
                (TypeTables(files), ProjectWide(files, randomIdentityTypes: randomIdentityTypes, sharedConstants: sharedConstants,
                                                observedObjectProperties: observedObjectProperties))
            }, {
                ReferenceTargets(files, unitOffsets: offsets, units: total, threads: max(1, threads - 1))
            })
        }
        self.randomIdentityTypes = wide.randomIdentityTypes
        self.sharedConstants = wide.sharedConstants
        self.observedObjectProperties = wide.observedObjectProperties
        Self.keepResolvableReferences(&self.files, types: types.bySimpleName, targets: targets, threads: threads)
        // Steps that only read the records, at once on two cores (the other cores wait while a project is
        // resolved): the view types on one; on the other, the views declared twice and what the references
        // say of the units they lead to (a seventh of the walk's instructions when the walk did it). After
        // the drop, when the references that lead nowhere no longer take room beside their tables. The
        // records are shared for this, not copied.
        let uses: ReferenceUses
        do {
            let files = self.files
            (types.views, (twins, uses)) = Parallel.both(threads: threads, { Self.findViewTypes(files) }, {
                (SameNamedViews(files: files), ReferenceUses(files, unitOffsets: offsets, units: total, targets: targets))
            })
        }
        if !twins.isEmpty { twinScrollContent = TwinScrollContent(self.files, twins: twins) }
        reachedLevel = Array(repeating: nil, count: total)
        reachedVia = Array(repeating: -1, count: total)
        propagate(targets, types: &types, uses: consume uses)
        // Findings need units and their names, not references or type records: free them (and the
        // walk's tables, with this scope) before the findings of a large project pile up.
        for index in self.files.indices {
            self.files[index].references = References()
            self.files[index].types = []
        }
    }

    /// The simple names (hashed) of the views that the project builds only as a hosting controller's
    /// root (`FileAnalysis.HostingRoot`), never in another way: no parent body rebuilds them (a
    /// `PreviewProvider`'s previews do not count: the app never runs them). And, of them, `widgetViews`:
    /// the views that only widgets show, a widget's entry view that is such a root
    /// (`FileAnalysis.widgetEntryViews`) and the views that only such views build. WidgetKit renders those
    /// once for each timeline entry, into an archive: nothing there scrolls, animates or updates, so work
    /// that costs by being repeated costs once (`Candidate.reportsInWidgets`). A view that other code
    /// builds too (a card shown in the app and in its widget; code of no type, a free function's) is not
    /// among them. A view that only previews build (a `…Tester` harness a `PreviewProvider` shows) is among the
    /// first too: the app never builds it. Looked for only in a project with such roots or previews, in one
    /// pass over the instantiations.
    static func hostedViews(_ files: [FileAnalysis]) -> (hostingRootsOnly: Set<UInt64>, widgetViews: Set<UInt64>) {
        var onlyRoots: Set<UInt64> = []
        var hasWidgets = false
        for file in files {
            for root in file.hostingRoots { onlyRoots.insert(root.key) }
            hasWidgets = hasWidgets || !file.widgetEntryViews.isEmpty
        }
        let previewProviders = Self.previewProviders(files)
        if !previewProviders.isEmpty {
            for file in files {
                for record in file.units where previewProviders.contains(record.typeNameHash) {
                    for reference in file.references(of: record) where reference.kind == .instantiation { onlyRoots.insert(reference.key) }
                }
            }
        }
        guard !onlyRoots.isEmpty else { return ([], []) }
        // With widgets, which types build each view (their simple names, hashed; 0 for code of no type).
        var builders: [UInt64: Set<UInt64>] = [:]
        for file in files {
            // A file's roots are a handful at most: looked through, not hashed.
            let rootsHere = file.hostingRoots
            for (unit, record) in file.units.enumerated() where !previewProviders.contains(record.typeNameHash) && !file.isElementClosure(record) {
                let builder = hasWidgets ? file.typeNameBytes(of: record).map { NameHash.ofLastComponent($0) } ?? 0 : 0
                for reference in file.references(of: record) where reference.kind == .instantiation {
                    if onlyRoots.contains(reference.key) && !rootsHere.contains(.init(unit: Int32(unit), key: reference.key)) {
                        onlyRoots.remove(reference.key)
                    }
                    if hasWidgets && reference.key != builder { builders[reference.key, default: []].insert(builder) }
                }
            }
        }
        var shown: Set<UInt64> = []
        for file in files { for view in file.widgetEntryViews where onlyRoots.contains(view) { shown.insert(view) } }
        // Views whose every builder only widgets show, until no more join (each round adds at least one).
        var grew = !shown.isEmpty
        while grew {
            grew = false
            for (view, types) in builders where !shown.contains(view) && types.isSubset(of: shown) {
                shown.insert(view)
                grew = true
            }
        }
        return (onlyRoots, shown)
    }

    /// The names (hashed) of the project's `PreviewProvider`s, whose previews the app never runs.
    static func previewProviders(_ files: [FileAnalysis]) -> Set<UInt64> {
        var providers: Set<UInt64> = []
        for file in files {
            for type in file.types where type.hasInheritance {
                // Asked of every type with a conformance: most names are not as long, told without hashing.
                type.forEachInherited { name in
                    if name.count == Self.previewProviderName.count && name.elementsEqual(Self.previewProviderName) {
                        providers.insert(type.nameHash)
                    }
                }
            }
        }
        return providers
    }

    /// What rules checking `files[fileIndex]` may rely on.
    public func facts(forFile fileIndex: Int) -> ProjectFacts {
        let first = unitOffsets[fileIndex]
        let reached = (first..<(first + files[fileIndex].units.count)).map { reachedLevel[$0] != nil }
        return ProjectFacts(randomIdentityTypes: randomIdentityTypes, observedObjectProperties: observedObjectProperties,
                            reachedUnits: reached, scrollContentViews: scrollContentViews)
    }

    /// The constants the index pass found in file `fileIndex` (`FileAnalysis.fixedConstants`), which its
    /// second pass need not look for again; nil when they were not looked for.
    public func fixedConstants(ofFile fileIndex: Int) -> FixedConstants? { files[fileIndex].fixedConstants.unpacked }

    /// Whether view code reaches any unit of `files[fileIndex]`: if not, only rules that report outside
    /// view code can find anything in it.
    public func reachesAnyUnit(ofFile fileIndex: Int) -> Bool {
        let first = unitOffsets[fileIndex]
        return reachedLevel[first..<(first + files[fileIndex].units.count)].contains { $0 != nil }
    }

    static func lastComponent(_ name: String) -> String {
        // Most names have no dot: no array of pieces for them.
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[name.utf8.index(after: dot)...])
    }

    func unit(_ global: Int) -> (file: Int, unit: FileAnalysis.UnitRecord) {
        let file = fileIndex(ofUnit: global)
        return (file, files[file].units[global - unitOffsets[file]])
    }

    /// The file holding a unit, by binary search over the files' first units.
    func fileIndex(ofUnit global: Int) -> Int {
        max(partitionPoint(in: unitOffsets.indices) { unitOffsets[$0] <= global } - 1, 0)
    }

    /// Types that conform to `View`, `ViewModifier` or a style (`viewRootHashes`), directly, through an
    /// extension, or through a protocol of the project that refines them: their qualified names, hashed.
    static func findViewTypes(_ files: [FileAnalysis]) -> NameTable {
        // Walk down from the roots through "is inherited by" edges, once each. The types
        // inheriting from a name are chained: `firstInheritor[name]`, then `inheritors[i].next`. An
        // edge names its type by position (12 bytes, not a copy of its hashes): a large project has
        // a hundred thousand of them.
        struct Inheritor {
            var file: Int32
            var type: Int32
            var next: Int32
        }
        var firstInheritor = NameTable(capacity: 64)
        var inheritors: [Inheritor] = []
        var notViews = NameTable()
        let previewProvider = previewProviderHash
        var inheritingTypes = 0
        for fileIndex in files.indices {
            for typeIndex in files[fileIndex].types.indices where files[fileIndex].types[typeIndex].hasInheritance {
                inheritingTypes += 1
                let nameHash = files[fileIndex].types[typeIndex].nameHash
                files[fileIndex].types[typeIndex].forEachInherited { parent in
                    let parentHash = NameHash.of(parent)
                    let next = firstInheritor.update(Int32(inheritors.count), for: parentHash) ?? -1
                    inheritors.append(Inheritor(file: Int32(fileIndex), type: Int32(typeIndex), next: next))
                    if parentHash == previewProvider { notViews.update(1, for: nameHash) }
                }
            }
        }
        // At most one view a type that inherits: sized once, never grown.
        var views = NameTable(capacity: inheritingTypes + viewRootHashes.count)  // the value: no view-code unit yet
        // Names whose inheritors are still to visit: each view's name, and its last component when
        // dotted (`extension Outer.Inner: View` records `Outer.Inner`; conformances name `Inner`). A style's
        // name that the project declares a protocol of (`protocol FormStyle` of an invoice module) is the project's.
        let styles = Set(viewRootHashes.dropFirst(2))
        var ownStyles: Set<UInt64> = []
        for file in files {
            for type in file.types where type.isProtocol && styles.contains(type.simpleNameHash) { ownStyles.insert(type.simpleNameHash) }
        }
        var pending = viewRootHashes.filter { !ownStyles.contains($0) }
        for root in pending { views.update(-1, for: root) }
        while let key = pending.popLast() {
            var index = Int(firstInheritor[key] ?? -1)
            while index >= 0 {
                let inheritor = inheritors[index]
                let nameHash = files[Int(inheritor.file)].types[Int(inheritor.type)].nameHash
                let simpleNameHash = files[Int(inheritor.file)].types[Int(inheritor.type)].simpleNameHash
                if views.update(-1, for: nameHash) == nil {
                    pending.append(nameHash)
                    if simpleNameHash != nameHash { pending.append(simpleNameHash) }
                }
                index = Int(inheritor.next)
            }
        }
        guard notViews.count > 0 else { return views }
        var result = NameTable(capacity: views.count)
        views.forEachKey { name in if notViews[name] == nil { result.update(-1, for: name) } }
        return result
    }

    /// What every record says of the whole project, with what the caller knows of files left out
    /// (`init`'s parameters): one pass over the records, beside the type tables.
    struct ProjectWide: Sendable {
        var randomIdentityTypes: Set<UInt64>
        var sharedConstants: SharedConstants
        var observedObjectProperties: Set<UInt64>

        init(_ files: [FileAnalysis], randomIdentityTypes: Set<UInt64>, sharedConstants: [UInt64], observedObjectProperties: [UInt64]) {
            self.randomIdentityTypes = randomIdentityTypes
            self.sharedConstants = SharedConstants(sharedConstants)
            self.observedObjectProperties = Set(observedObjectProperties)
            for index in files.indices {
                self.sharedConstants.add(files[index].sharedConstants)
                self.observedObjectProperties.formUnion(files[index].observedObjectProperties)
                for type in files[index].types.indices where files[index].types[type].hasRandomIdentity {
                    let keys = files[index].types[type].randomIdentityKeys
                    self.randomIdentityTypes.insert(keys.key)
                    self.randomIdentityTypes.insert(keys.hint)
                }
            }
        }
    }

    /// What the walk looks types up in; only the walk needs them.
    struct TypeTables {
        /// The types of each simple name: `ProgressSection` → [`EditView.ProgressSection`], by the hash
        /// of the simple name, as an index into `lists`.
        let bySimpleName: NameTable
        let lists: [TypeList]
        /// Qualified names' hashes, list after list, each list in name order.
        let qualifiedNames: [UInt64]
        /// Qualified names of the types that are views, hashed (`NameHash`). While the walk runs, each
        /// one's value is the first of its view-code units (then `nextViewUnit`; -1: none): no second
        /// table of a large project's fifty thousand views.
        var views = NameTable()

        init(_ files: [FileAnalysis]) { (bySimpleName, lists, qualifiedNames) = ProjectResolver.typeLists(files) }

        /// The view types a name written in `scope` can mean (by the name's hash), as hashes of their
        /// qualified names, each handed to `body`: the nested type of the scope or of its nearest parent
        /// that has one, else the top-level type of that name, else every type of that simple name in the
        /// project. Handed over rather than returned: the walk resolves a hundred thousand names, and an
        /// array for each (of one name, mostly) was a fifth of its instructions with its allocation.
        func forEachResolved(_ nameHash: UInt64, from scope: ArraySlice<UInt8>?, in files: [FileAnalysis],
                             _ body: (UInt64) -> Void) {
            // Most instantiations are SwiftUI's own types (`Text`, `VStack`): no project type of that name.
            guard let listIndex = bySimpleName[nameHash] else { return }
            let list = lists[Int(listIndex)]
            if var prefix = scope {
                let example = files[Int(list.file)].types[Int(list.type)]
                let qualified = example.names.bytes(of: example.nameSpan)
                let name = qualified[(qualified.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? qualified.startIndex)...]
                while !prefix.isEmpty {
                    let candidate = NameHash.of(name, continuing: NameHash.prefix(hash: NameHash.of(prefix), separator: UInt8(ascii: ".")))
                    if views[candidate] != nil { return body(candidate) }
                    guard let dot = prefix.lastIndex(of: UInt8(ascii: ".")) else { break }
                    prefix = prefix[..<dot]
                }
            }
            if views[nameHash] != nil { return body(nameHash) }
            for qualifiedName in qualifiedNames[Int(list.range.lowerBound)..<Int(list.range.upperBound)]
            where views[qualifiedName] != nil {
                body(qualifiedName)
            }
        }
    }

    /// The types of one simple name, and one of them, whose name's last component is that name.
    struct TypeList {
        var range: Range<Int32>
        var file: Int32
        var type: Int32
    }

    /// The project's types grouped by simple name, each group in name order (a type and its
    /// extensions share a name: listed once).
    static func typeLists(_ files: [FileAnalysis]) -> (NameTable, [TypeList], [UInt64]) {
        // The distinct types first (a type and its extensions share a name: listed once)...
        var types: [(list: Int32, file: Int32, type: Int32)] = []
        do {
            let count = files.reduce(0) { $0 + $1.types.count }
            var qualifiedNames = NameTable(capacity: count)
            types.reserveCapacity(count)
            for fileIndex in files.indices {
                for typeIndex in files[fileIndex].types.indices
                where qualifiedNames.update(1, for: files[fileIndex].types[typeIndex].nameHash) == nil {
                    types.append((-1, Int32(fileIndex), Int32(typeIndex)))
                }
            }
        }
        // ...then grouped by simple name through a table sized once for at most as many names (grown from a
        // guess, it was rehashed twice on the corpus, its old slots held beside the new), and placed list
        // after list by their sizes: only the few names that several types share need their types put in
        // order (sorting every type of a large project was most of this serial step).
        var table = NameTable(capacity: types.count)
        var lists: [TypeList] = []
        var sizes: [Int32] = []  // by list
        for index in types.indices {
            let (file, type) = (Int(types[index].file), Int(types[index].type))
            let simpleNameHash = files[file].types[type].simpleNameHash
            var list = table[simpleNameHash] ?? -1
            if list < 0 {
                list = Int32(lists.count)
                table.update(list, for: simpleNameHash)
                lists.append(TypeList(range: 0..<0, file: Int32(file), type: Int32(type)))
                sizes.append(0)
            }
            sizes[Int(list)] += 1
            types[index].list = list
        }
        var nextPlace: [Int32] = []  // by list: where its next type goes
        nextPlace.reserveCapacity(lists.count)
        var start: Int32 = 0
        for index in lists.indices {
            lists[index].range = start..<(start + sizes[index])
            nextPlace.append(start)
            start += sizes[index]
        }
        var placed = Array(repeating: (file: Int32(0), type: Int32(0)), count: types.count)
        for entry in types {
            placed[Int(nextPlace[Int(entry.list)])] = (entry.file, entry.type)
            nextPlace[Int(entry.list)] += 1
        }
        // Names in `String` order (canonical, as people read them), as messages have always cited them;
        // for ASCII names that is byte order, compared without making a `String`. Each name is looked
        // up once, not at every comparison.
        for index in lists.indices where lists[index].range.count > 1 {
            let range = Int(lists[index].range.lowerBound)..<Int(lists[index].range.upperBound)
            var named = placed[range].map { entry in
                let record = files[Int(entry.file)].types[Int(entry.type)]
                let name = record.names.bytes(of: record.nameSpan)
                return (entry: entry, name: name, isASCII: name.allSatisfy { $0 < 0x80 })
            }
            named.sort { one, other in
                if one.isASCII && other.isASCII { return one.name.lexicographicallyPrecedes(other.name) }
                return String(decoding: one.name, as: UTF8.self) < String(decoding: other.name, as: UTF8.self)
            }
            for (offset, item) in named.enumerated() { placed[range.lowerBound + offset] = item.entry }
            (lists[index].file, lists[index].type) = placed[range.lowerBound]
        }
        // Exactly sized: the lists outlive this call, into the resolution's peak.
        let exactLists = lists.withUnsafeBufferPointer { Array($0) }
        return (table, exactLists, placed.map { files[Int($0.file)].types[Int($0.type)].nameHash })
    }

    // MARK: Reachability

    /// Every unit by its member key (`Type\0member`), units of a key in declaration order: `first(key)`,
    /// then `next[unit]` until -1. The keys are split between two tables by their top bit, each built
    /// on a core of its own (one table of a large project's units was a serial step's largest part).
    struct MemberChains: Sendable {
        /// Each key's first unit: keys whose top bit is 0, and those whose top bit is 1.
        private let firsts: (topBitClear: NameTable, topBitSet: NameTable)
        let next: [Int32]

        init(_ files: [FileAnalysis], unitOffsets: [Int], units total: Int, threads: Int) {
            var links = Array(repeating: Int32(-1), count: total)
            firsts = links.withUnsafeMutableBufferPointer { buffer in
                let next = SharedBuffer(buffer)
                // Each key's units are linked by one of the two: in reverse, so each goes in front of the later ones.
                @Sendable func half(_ topBit: UInt64) -> NameTable {
                    var first = NameTable(capacity: total / 2)
                    for fileIndex in files.indices.reversed() {
                        for (unitIndex, unit) in files[fileIndex].units.enumerated().reversed() where unit.memberKey >> 63 == topBit {
                            let global = unitOffsets[fileIndex] + unitIndex
                            next[global] = first.update(Int32(global), for: unit.memberKey) ?? -1
                        }
                    }
                    return first
                }
                let (topBitSet, topBitClear) = Parallel.both(threads: threads, { half(1) }, { half(0) })
                return (topBitClear, topBitSet)
            }
            next = links
        }

        func first(_ key: UInt64) -> Int32? { key >> 63 == 0 ? firsts.topBitClear[key] : firsts.topBitSet[key] }

        func forEach(_ key: UInt64, _ body: (Int) -> Void) {
            var unit = Int(first(key) ?? -1)
            while unit >= 0 {
                body(unit)
                unit = Int(next[unit])
            }
        }
    }

    /// Units of a few keys among many units, chained as `MemberChains` are but with room for the
    /// chained units alone (not a link for every unit of the project).
    struct SparseUnitChains {
        var first = NameTable(capacity: 16)
        var links: [(unit: Int32, next: Int32)] = []

        init() {}

        /// Room for `capacity` keys from the start.
        init(capacity: Int) { first = NameTable(capacity: capacity) }

        /// Called for units in reverse order, so each goes in front of the later ones.
        mutating func prepend(_ unit: Int, key: UInt64) {
            links.append((Int32(unit), first.update(Int32(links.count), for: key) ?? -1))
        }

        func forEach(_ key: UInt64, _ body: (Int) -> Void) {
            var link = Int(first[key] ?? -1)
            while link >= 0 {
                body(Int(links[link].unit))
                link = Int(links[link].next)
            }
        }
    }

    /// Where member and modifier references lead: units by `Type\0member`, view-building modifier
    /// functions (free and in `extension View`) by name, helpers of other types that make a
    /// formatter by name, and which units are methods.
    struct ReferenceTargets {
        let members: MemberChains
        /// Few among the units (a view-building function is rare beside the members): a link for each of
        /// them, not one for every unit of the project.
        var modifierFunctions = SparseUnitChains()
        /// Helpers that create a formatter each run (`UnitRecord.makesFormatter`), by name: the one kind
        /// of another type's member that view code reaches by name alone (those of views excepted, while
        /// walking). Reaching every same-named helper of every type by name would make one type's
        /// sorting another's row work.
        var formatterMakers = SparseUnitChains()
        var isFunction: [Bool]
        /// A stored property's initial value (or an `init`): it runs when its view is made, not when
        /// the property is read, so a read in a row does not make it row code.
        var isInitialValue: [Bool]

        init(_ files: [FileAnalysis], unitOffsets: [Int], units total: Int, threads: Int) {
            members = MemberChains(files, unitOffsets: unitOffsets, units: total, threads: threads)
            isFunction = Array(repeating: false, count: total)
            isInitialValue = Array(repeating: false, count: total)
            // In reverse, as the chains are: the makers are prepended in this order.
            var makers: [(global: Int, file: Int, unit: FileAnalysis.UnitRecord)] = []
            for fileIndex in files.indices.reversed() {
                for (unitIndex, unit) in files[fileIndex].units.enumerated().reversed() {
                    let global = unitOffsets[fileIndex] + unitIndex
                    isFunction[global] = unit.isFunction
                    isInitialValue[global] = unit.role == .construction
                    if unit.isFreeOrInViewExtension && unit.role == .viewBuilder {
                        modifierFunctions.prepend(global, key: files[fileIndex].memberHash(of: unit))
                    } else if unit.makesFormatter && unit.typeNameHash != ProjectResolver.viewHash {
                        makers.append((global, fileIndex, unit))
                    }
                }
            }
            guard !makers.isEmpty else { return }
            let shared = Self.namesSharedWithOtherTypes(
                makers.map { ($0.unit, files[$0.file].memberHash(of: $0.unit), files[$0.file].memberSignature(of: $0.unit)) }, files)
            for (position, maker) in makers.enumerated() {
                // A free function by its bare calls; a member by its own type's name (`Formats.shortDate`), and
                // by any value's member of its name unless another type has a member of that name (or the name
                // is one of Foundation's formatting calls: `FileAnalysis.FormatterMaking.byQualifiedName`).
                let name = files[maker.file].memberHash(of: maker.unit)
                let byName = maker.unit.formatterMaking == .byName
                if maker.unit.typeNameSpan == nil {
                    formatterMakers.prepend(maker.global, key: FileAnalysis.freeFunctionKey(name))
                } else {
                    if byName && !shared[position] { formatterMakers.prepend(maker.global, key: name) }
                    formatterMakers.prepend(maker.global, key: maker.unit.memberKey)
                }
            }
        }

        /// For each member maker, whether a member of another type that makes no formatter has its name (a
        /// model's `subtitle` beside a maker `subtitle`): a reference by name cannot tell which is meant, so
        /// neither is followed. When every type's member of that name makes one (`Video` and `Comment`
        /// each with a `formattedDate` that does), whichever is meant does. A method and a property never
        /// share a name so: a reference reaches a maker only as it is reached, called or read (a payment's
        /// `age` property beside a strings table's `age(_:)` function). (`NameKeys` has a maker's file
        /// resolved with every file declaring its name, so that a one-file lint decides as the whole
        /// project's does.)
        static func namesSharedWithOtherTypes(_ makers: [(unit: FileAnalysis.UnitRecord, name: UInt64, signature: UInt64)],
                                              _ files: [FileAnalysis]) -> [Bool] {
            // Each name's first maker's type, apart for methods and properties; then every unit of a type
            // checked against it.
            var byName = NameTable(capacity: makers.count)
            var typeOfName: [UInt64] = []
            var signatures: UInt64 = 0
            for maker in makers where maker.unit.typeNameSpan != nil {
                let key = Self.sharingKey(maker.name, isFunction: maker.unit.isFunction)
                guard byName[key] == nil else { continue }
                _ = byName.update(Int32(typeOfName.count), for: key)
                typeOfName.append(maker.unit.typeNameHash)
                signatures |= maker.signature
            }
            var isShared = Array(repeating: false, count: typeOfName.count)
            if !typeOfName.isEmpty {
                // Every member of every type: one unlike every maker's name in length and first byte is
                // passed over without hashing its name (hashed, they were a third of this serial step).
                for fileIndex in files.indices {
                    for unit in files[fileIndex].units where unit.typeNameSpan != nil && !unit.makesFormatter
                        && files[fileIndex].memberSignature(of: unit) & signatures != 0 {
                        let key = Self.sharingKey(files[fileIndex].memberHash(of: unit), isFunction: unit.isFunction)
                        if let name = byName[key], typeOfName[Int(name)] != unit.typeNameHash {
                            isShared[Int(name)] = true
                        }
                    }
                }
            }
            return makers.map {
                $0.unit.typeNameSpan != nil && isShared[Int(byName[Self.sharingKey($0.name, isFunction: $0.unit.isFunction)]!)]
            }
        }

        /// A member's name's hash, told apart for a method (called) and a property (read).
        static func sharingKey(_ name: UInt64, isFunction: Bool) -> UInt64 {
            isFunction ? name ^ 0x2545_F491_4F6C_DD1D : name
        }
    }

    /// Keeps of each file's references only those that can lead somewhere: to a project type, to a
    /// unit, to a view-building modifier, and every list's data (`ProjectResolver.listFeeds`). Most name SwiftUI's own types and modifiers or stored
    /// properties (five in six in the benchmark corpus, seven in ten or more in real apps): dropped
    /// before the walk, they free a quarter of the index while the resolver's tables are being built.
    static func keepResolvableReferences(_ files: inout [FileAnalysis], types: NameTable, targets: ReferenceTargets,
                                         threads: Int) {
        let resolvable = ResolvableReferences(types: types, members: targets.members,
                                              modifierFunctions: targets.modifierFunctions.first,
                                              formatterMakers: targets.formatterMakers.first)
        References.keep(in: &files, threads: threads, where: resolvable)
    }

    /// `keepResolvableReferences`' test, a value rather than a closure: `References.keep` is specialized
    /// for it, and its lookups are made inline (through a closure, a call each: half of that step's time).
    struct ResolvableReferences: ReferenceFilter {
        let types: NameTable
        let members: MemberChains
        let modifierFunctions: NameTable
        let formatterMakers: NameTable

        func keeps(_ reference: FileAnalysis.Reference) -> Bool {
            switch reference.kind {
            case .instantiation: return reference.key != viewHash && types[reference.key] != nil
            case .member: return members.first(reference.key) != nil
            // A stored property as a list's data (`List(tags)`) leads to no unit, but tells that a parent's
            // argument for it feeds a list (`Candidate.requiresListFeed`); a view has a few.
            case .listFeed: return true
            case .modifier:
                return (reference.isCall && modifierFunctions[reference.key] != nil) || formatterMakers[reference.key] != nil
            }
        }
    }

    /// What the kept references say of the units they lead to, and of the views they build in menu
    /// content (`ProjectResolver.propagate`, which walks from them): none of it needs the view types.
    struct ReferenceUses {
        /// For each unit, how member references use it (`UnitMarks.shown`, `.presented`, `.inMenus`).
        var marks: [UnitMarks]
        /// Members used as a `ForEach`/`List` data argument (`ProjectResolver.listFeeds`).
        var listFeeds: Set<UInt64> = []
        /// Views built in menu content: their simple names, and where (in file and unit order).
        var builtInMenus: [(key: UInt64, file: Int32, unit: Int32)] = []

        init(_ files: [FileAnalysis], unitOffsets: [Int], units total: Int, targets: ReferenceTargets) {
            marks = Array(repeating: UnitMarks(), count: total)
            // What a member reference marks depends on its key, its use and whether it calls: each such
            // triple is applied once (12,000 features each declaring a `Row` whose body shows `subtitle`:
            // each reference marked every feature's `subtitle`, quadratic).
            var applied = NameTable(capacity: 0)
            for fileIndex in files.indices {
                for (unitIndex, unit) in files[fileIndex].units.enumerated() where !files[fileIndex].isElementClosure(unit) {
                    for reference in files[fileIndex].references(of: unit) {
                        let flags = ViewCode.Flags(rawValue: reference.flags)
                        if reference.kind == .instantiation {
                            if flags.contains(.menuContent) { builtInMenus.append((reference.key, Int32(fileIndex), Int32(unitIndex))) }
                            continue
                        }
                        guard reference.kind == .member || reference.kind == .listFeed else { continue }
                        if reference.kind == .listFeed { listFeeds.insert(reference.key) }
                        let use: UnitMarks = flags.contains(.presentation) ? .presented : flags.contains(.menuContent) ? .inMenus : .shown
                        // Asked only of a key that several units share (most have one: nothing to save).
                        if let first = targets.members.first(reference.key), targets.members.next[Int(first)] >= 0 {
                            let triple = reference.key ^ (UInt64(use.rawValue) << 1 | (reference.isCall ? 1 : 0)) &* 0x9E37_79B9_7F4A_7C15
                            guard applied.update(0, for: triple) == nil else { continue }
                        }
                        targets.members.forEach(reference.key) { target in
                            if targets.isFunction[target] == reference.isCall { marks[target].insert(use) }
                        }
                    }
                }
            }
        }
    }

    mutating func propagate(_ targets: ReferenceTargets, types: inout TypeTables, uses: consuming ReferenceUses) {
        let total = reachedLevel.count
        // A view type's view code, by its name: first `types.views[name]`, then `nextViewUnit[unit]`.
        var nextViewUnit = Array(repeating: Int32(-1), count: total)
        listFeeds = uses.listFeeds
        // Views built in menu content (a `Menu`'s, a context menu's): one built nowhere else is menu content
        // throughout (`viewsBuiltOnlyInMenus`).
        let builtInMenus = uses.builtInMenus
        var marks = (consume uses).marks
        // Each unit's file, for the walk: looked up by binary search, it was a tenth of the walk.
        var fileOfUnit = Array(repeating: Int32(0), count: total)
        // The walk's starts (view code, and code that sets a cell's content), counted on the way.
        var starts = 0
        for fileIndex in files.indices.reversed() {
            for (unitIndex, unit) in files[fileIndex].units.enumerated().reversed() {
                let global = unitOffsets[fileIndex] + unitIndex
                fileOfUnit[global] = Int32(fileIndex)
                defer { if unit.hostsCells || marks[global].contains(.viewEntry) { starts += 1 } }
                guard unit.role != .helper else { continue }
                if unit.typeNameSpan == nil {
                    marks[global].insert(.viewEntry)
                } else if let later = types.views.replace(Int32(global), for: unit.typeNameHash) {
                    // A view's code (its name is in the table): chained in front of its later units.
                    marks[global].insert(.viewEntry)
                    nextViewUnit[global] = later
                    if unit.role == .viewBuilder && !files[fileIndex].isBody(unit) { marks[global].insert(.memberBuilder) }
                }
            }
        }
        func forEachViewUnit(_ typeHash: UInt64, _ body: (Int) -> Void) {
            var unit = Int(types.views[typeHash] ?? -1)
            while unit >= 0 {
                body(unit)
                unit = Int(nextViewUnit[unit])
            }
        }
        func isTwinCode(_ record: FileAnalysis.UnitRecord) -> Bool {
            record.typeNameSpan != nil && twins.isDeclaredTwice(record.typeNameHash)
        }
        // The view code of each declaration of a view declared in several files (`SameNamedViews`), in the
        // order of `forEachViewUnit`: a reference meaning one of them goes through its own code alone.
        // Chained, not an array for each declaration (hundreds of thousands where every view is declared twice).
        var unitsOfDeclaration = SparseUnitChains()
        // The same of their members, by member (`Type\0member`, hashed) and declaration: what a member
        // reference in one declaration's code reaches.
        var membersOfDeclaration = SparseUnitChains()
        if !twins.isEmpty {
            // Each name's (or member's) units gathered, then put in front of the chains in reverse.
            var gathered: [(key: UInt64, unit: Int32)] = []
            unitsOfDeclaration = SparseUnitChains(capacity: twins.declarationCount)
            for typeHash in twins.names {
                gathered.removeAll(keepingCapacity: true)
                forEachViewUnit(typeHash) { unit in
                    for declaration in twins.nearest(typeHash, to: Int(fileOfUnit[unit])) {
                        gathered.append((SameNamedViews.originKey(typeHash, declaration), Int32(unit)))
                    }
                }
                for (key, unit) in gathered.reversed() { unitsOfDeclaration.prepend(Int(unit), key: key) }
            }
            var memberKeys = NameTable(capacity: 0)
            for fileIndex in files.indices {
                for unit in files[fileIndex].units where isTwinCode(unit) && memberKeys.update(0, for: unit.memberKey) == nil {
                    gathered.removeAll(keepingCapacity: true)
                    targets.members.forEach(unit.memberKey) { target in
                        let targetFile = Int(fileOfUnit[target])
                        let record = files[targetFile].units[target - unitOffsets[targetFile]]
                        for declaration in twins.nearest(record.typeNameHash, to: targetFile) {
                            gathered.append((SameNamedViews.originKey(unit.memberKey, declaration), Int32(target)))
                        }
                    }
                    for (key, target) in gathered.reversed() { membersOfDeclaration.prepend(Int(target), key: key) }
                }
            }
        }
        var queue: [(unit: Int32, level: RowLevel)] = []  // 8 bytes an entry
        // Room for the walk's starts, made once: grown by doubling, the queue held its old entries beside
        // the new at the resolution's peak of memory (3 MiB of the corpus's).
        queue.reserveCapacity(starts)
        if !widgetViews.isEmpty { reachedOutsideWidgets = Array(repeating: false, count: total) }
        for fileIndex in files.indices {
            for (unitIndex, unit) in files[fileIndex].units.enumerated() {
                let global = unitOffsets[fileIndex] + unitIndex
                if !reachedOutsideWidgets.isEmpty && (marks[global].contains(.viewEntry) || unit.hostsCells) {
                    reachedOutsideWidgets[global] = files[fileIndex].typeNameBytes(of: unit)
                        .map { widgetViews.contains(NameHash.ofLastComponent($0)) } != true
                }
                if marks[global].contains(.viewEntry) {
                    queue.append((Int32(global), .body))
                    reachedLevel[global] = .body
                } else if unit.hostsCells {
                    // The table or collection view runs it, for every cell: no view code need reach it.
                    cellContentOnly.insert(Int32(global))
                    queue.append((Int32(global), .body))
                    reachedLevel[global] = .body
                }
            }
        }
        if !builtInMenus.isEmpty {
            for typeHash in viewsBuiltOnlyInMenus(builtInMenus, types: types) {
                forEachViewUnit(typeHash) { marks[$0].insert(.inMenus) }
            }
        }
        for unit in marks.indices where marks[unit].isInMenusOnly { shownInMenusOnly.insert(Int32(unit)) }
        // The queue is handed in, not captured: captured by this function and used in the closures below,
        // each of its accesses was checked for exclusivity at run time (a tenth of the walk's instructions).
        func reach(_ target: Int, from current: Int, at level: RowLevel, queue: inout [(unit: Int32, level: RowLevel)]) {
            guard target != current else { return }
            let carriesOutsideWidgets = !reachedOutsideWidgets.isEmpty && reachedOutsideWidgets[current]
            if let reached = reachedLevel[target], reached >= level {
                // Reached already, by widgets' code alone until now: walked again at its level, to carry on
                // that other code reaches it too.
                guard carriesOutsideWidgets && !reachedOutsideWidgets[target] else { return }
                reachedOutsideWidgets[target] = true
                queue.append((Int32(target), reached))
                return
            }
            reachedLevel[target] = level
            reachedVia[target] = Int32(current)
            if carriesOutsideWidgets { reachedOutsideWidgets[target] = true }
            queue.append((Int32(target), level))
        }
        while let (next, level) = queue.popLast() {
            let current = Int(next)
            guard reachedLevel[current] == level else { continue }  // superseded by a higher level
            let fileIndex = Int(fileOfUnit[current])
            let unitIndex = current - unitOffsets[fileIndex]
            // The walk visits a unit up to five times (once per level it is raised to); its references
            // are plain values (hashes), and strings are touched only for types the project declares.
            let record = files[fileIndex].units[unitIndex]
            let inMenusOnly = marks[current].isInMenusOnly
            let isCellContentOnly = record.hostsCells && cellContentOnly.contains(next)
            let handfuls = files[fileIndex].foreignHandfuls
            let typedReferences = files[fileIndex].typedMemberReferences
            for reference in files[fileIndex].references(of: record) {
                let ownFlags = FileAnalysis.ForeignHandful.flags(ViewCode.Flags(rawValue: reference.flags), atLine: reference.line,
                                                                 in: handfuls, given: sharedConstants)
                let flags = Self.flags(ownFlags, unitLevel: level, inMenusOnly: inMenusOnly)
                var referenceLevel = RowLevel.effective(unit: level, flags: flags)
                // A view's helper that sets cells' content is walked from that content, the rest as view code reaches it.
                if isCellContentOnly && referenceLevel < .staticRow { continue }
                if reference.kind == .instantiation && level == .staticRow && !isCellContentOnly {
                    referenceLevel = Self.levelOfView(in: flags, builtBy: referenceLevel)
                }
                switch reference.kind {
                case .instantiation:
                    // Most instantiations are SwiftUI's own types (`Text`, `VStack`): no project type of
                    // that name. `View(…)` is never followed.
                    guard reference.key != Self.viewHash, types.bySimpleName[reference.key] != nil else { continue }
                    types.forEachResolved(reference.key, from: files[fileIndex].typeNameBytes(of: record), in: files) { typeHash in
                        let declarations = twins.declarations(of: typeHash, nearest: fileIndex)
                        func visit(_ unit: Int, _ queue: inout [(unit: Int32, level: RowLevel)]) {
                            // Shown only when presented: reached, at body level, through those references.
                            if referenceLevel > .body && marks[unit].isPresentedOnly || !marks[unit].isReachedWithItsView { return }
                            reach(unit, from: current, at: referenceLevel, queue: &queue)
                        }
                        if let declarations, declarations.count == 1 {
                            unitsOfDeclaration.forEach(SameNamedViews.originKey(typeHash, declarations[declarations.startIndex])) { visit($0, &queue) }
                        } else {
                            forEachViewUnit(typeHash) { unit in
                                if let declarations, !twins.belongs(typeHash, in: Int(fileOfUnit[unit]), to: declarations) {
                                    return
                                }
                                visit(unit, &queue)
                            }
                        }
                        guard referenceLevel >= .staticRow else { return }
                        // The first place at the highest level: per-element content over a static child.
                        twins.forEachOriginKey(typeHash, declarations) { key in
                            guard referenceLevel > rowOrigins[key]?.level ?? .scrolled else { return }
                            // A row view's body builds it (or a modifier applied in rows), or row content does.
                            let builder = reference.level < .staticRow && record.typeNameSpan != nil ? Int32(current) : -1
                            rowOrigins.set(RowOrigin(file: Int32(fileIndex), line: reference.line, builder: builder,
                                                     level: referenceLevel), for: key)
                        }
                    }
                case .member, .listFeed:
                    // A method is reached by a call; a bare name is a property read. The code of a view
                    // declared in several files reaches its own declaration's members.
                    func visit(_ target: Int, _ queue: inout [(unit: Int32, level: RowLevel)]) {
                        if targets.isFunction[target] == reference.isCall && !targets.isInitialValue[target] {
                            let targetLevel = marks[target].contains(.memberBuilder)
                                ? RowLevel.ofMemberBuilder(unit: level, flags: flags) : referenceLevel
                            reach(target, from: current, at: targetLevel, queue: &queue)
                        }
                    }
                    let owners = isTwinCode(record) ? twins.nearest(record.typeNameHash, to: fileIndex) : []
                    if owners.count == 1 {
                        membersOfDeclaration.forEach(SameNamedViews.originKey(reference.key, owners[owners.startIndex])) { visit($0, &queue) }
                    } else {
                        targets.members.forEach(reference.key) { target in
                            if owners.isEmpty || twins.nearest(record.typeNameHash, to: Int(fileOfUnit[target])).contains(where: owners.contains) {
                                visit(target, &queue)
                            }
                        }
                    }
                case .modifier:
                    if reference.isCall {
                        targets.modifierFunctions.forEach(reference.key) { reach($0, from: current, at: referenceLevel, queue: &queue) }
                    }
                    let declaredType = typedReferences.isEmpty ? nil
                        : declaredMakerType(of: reference, unit: unitIndex, in: typedReferences, targets)
                    targets.formatterMakers.forEach(reference.key) { target in
                        // A view's own helpers are reached as its members, not by name from other code; a
                        // private one only from its own file.
                        guard targets.isFunction[target] == reference.isCall else { return }
                        let targetFile = Int(fileOfUnit[target])
                        let maker = files[targetFile].units[target - unitOffsets[targetFile]]
                        if declaredType.map({ $0 == maker.typeNameHash }) ?? true
                            && types.views[maker.typeNameHash] == nil && (!maker.isFilePrivate || targetFile == fileIndex)
                            && !(maker.typeNameSpan == nil && callsOwnMember(record, named: maker, in: files[targetFile], targets)) {
                            reach(target, from: current, at: referenceLevel, queue: &queue)
                        }
                    }
                }
            }
        }
    }

    /// The type whose member unit `referencing`'s `reference` means, when it reads it through a property of a
    /// declared type (`FileAnalysis.typedMemberReferences`) that has a member of the name making a formatter: not
    /// another type's of the same name. Nil otherwise (the type inherits the member, or it is a protocol's): any
    /// type's may be meant.
    @inline(never)
    func declaredMakerType(of reference: FileAnalysis.Reference, unit referencing: Int, in typed: [FileAnalysis.TypedMemberReference],
                           _ targets: ReferenceTargets) -> UInt64? {
        guard let declared = typed.first(where: { $0.unit == referencing && $0.isReference(reference.key) }) else { return nil }
        var madeBy: UInt64? = nil
        targets.formatterMakers.forEach(reference.key) { target in
            let type = unit(target).unit.typeNameHash
            if madeBy == nil && declared.isDeclaredType(type) { madeBy = type }
        }
        return madeBy
    }

    /// Whether `caller`'s type has a member named as the free function or free computed variable `function`:
    /// a bare call or read in its code means that member (`formatBytes(size)` in a row that declares its own
    /// `formatBytes`).
    func callsOwnMember(_ caller: FileAnalysis.UnitRecord, named function: FileAnalysis.UnitRecord,
                        in file: FileAnalysis, _ targets: ReferenceTargets) -> Bool {
        guard caller.typeNameSpan != nil else { return false }
        let key = NameHash.of(file.names.bytes(of: function.memberSpan),
                              continuing: NameHash.prefix(hash: caller.typeNameHash, separator: 0))
        return targets.members.first(key) != nil
    }

    /// Of the views built in menu content (`builtInMenus`: by simple name, with the unit that builds each),
    /// those (qualified, hashed) that nothing else builds but previews: `SortOptions` only ever in `Menu {
    /// SortOptions() }`, a row's actions only in `.contextMenu { RowActions() }`. Their code runs when the
    /// menu opens; a `ForEach` at their top builds options, not rows.
    func viewsBuiltOnlyInMenus(_ builtInMenus: [(key: UInt64, file: Int32, unit: Int32)], types: TypeTables) -> [UInt64] {
        let menuKeys = Set(builtInMenus.map(\.key))
        var builtElsewhere: Set<UInt64> = []
        let previewProviders = Self.previewProviders(files)
        for file in files.indices {
            for unit in files[file].units where !previewProviders.contains(unit.typeNameHash) && !files[file].isElementClosure(unit) {
                for reference in files[file].references(of: unit) where reference.kind == .instantiation
                    && menuKeys.contains(reference.key) && !ViewCode.Flags(rawValue: reference.flags).contains(.menuContent) {
                    builtElsewhere.insert(reference.key)
                }
            }
        }
        var views: [UInt64] = []
        for built in builtInMenus where !builtElsewhere.contains(built.key) {
            let file = Int(built.file)
            types.forEachResolved(built.key, from: files[file].typeNameBytes(of: files[file].units[Int(built.unit)]), in: files) {
                views.append($0)
            }
        }
        return views
    }

    /// Whether a `ScrollView` of the project lays out the view whose code file `fileIndex` holds (`key`: its
    /// `EagerStackInScrollView.scrollContentKey`).
    func isScrollContent(_ key: UInt64, codeIn fileIndex: Int) -> Bool {
        scrollContentViews.contains(key) && twinScrollContent.holds(key, codeIn: fileIndex, twins: twins)
    }

    /// Which declarations of a view declared in several files a scroll view lays out: those nearest to the
    /// file that puts it there (`SameNamedViews.nearest`). The macOS target's `RecentsSection`, in a sidebar's
    /// plain stack, is not the iOS target's that a `ScrollView` holds. Empty in projects with no such views.
    struct TwinScrollContent {
        /// Each twin's name hash, by that hash with the two low bits that scroll content keys use cleared.
        private var names: [UInt64: UInt64] = [:]
        /// Scroll content keys, each mixed with a declaration it holds for (`key(_:_:)`).
        private var keys: Set<UInt64> = []

        init() {}

        init(_ files: [FileAnalysis], twins: SameNamedViews) {
            for name in twins.names { names[name & ~3] = name }
            for fileIndex in files.indices {
                for key in files[fileIndex].scrollContentViews {
                    guard let name = names[key & ~3] else { continue }
                    for declaration in twins.nearest(name, to: fileIndex) { keys.insert(Self.key(key, declaration)) }
                }
            }
        }

        /// Whether scroll content `key`, which the project has, holds for the code in file `fileIndex`: always
        /// for a view declared once, else for the declaration that code is of.
        func holds(_ key: UInt64, codeIn fileIndex: Int, twins: SameNamedViews) -> Bool {
            guard !names.isEmpty, let name = names[key & ~3] else { return true }
            return twins.nearest(name, to: fileIndex).contains { keys.contains(Self.key(key, $0)) }
        }

        static func key(_ key: UInt64, _ declaration: Int32) -> UInt64 { SameNamedViews.originKey(key, declaration) }
    }

    /// Views of one name declared in several files: the same app's view for each platform
    /// (`iOS/FilterEditor.swift`, `macOS/FilterEditor.swift`), which Swift allows only in different
    /// targets. Without types or targets, a view's name in a file means the declaration whose folder is
    /// nearest (`iOS/EditorView.swift` builds the iOS one); each file of the type's code (its extensions)
    /// goes with the declarations nearest to it. A view is declared where its `body` is: a type has one.
    /// Where such a view is in rows is kept for each declaration (`originKey`).
    ///
    /// The nearest declarations are found through the folders that hold them, a few table probes up a
    /// file's chain of folders: weighed against every declaration for each unit that a reference could
    /// reach, a project of 400 features each declaring a `Row` (with an extension) and a screen that lists
    /// it took 2.7 s, and time grew with the cube of their number.
    struct SameNamedViews {
        /// Lists of files, each its count then its files in file order, in one array: the tables below
        /// hold a list's offset. With every view of a large project declared twice (the corpus twice over
        /// in one project), lists of their own and a `realpath` for each file and each reference made the
        /// lint 2.5× the corpus's time, in 174 MiB.
        private var lists: [Int32] = []
        /// By a view's qualified name (hashed): the list of files that declare its `body`, when more than one do.
        private var declaring = NameTable(capacity: 0)
        /// By a view's name and a declaring file (`fileKey`): where that file is in the name's list (the
        /// one-file list that is its own declaration).
        private var ownDeclaration = NameTable(capacity: 0)
        /// By a view's name and a folder (`folderKey`): the list of declarations in the folder or below it,
        /// for a folder that holds fewer of them than the folder above it. A file's nearest declarations
        /// are those below its deepest folder that holds any (none kept: every declaration).
        private var declarationsBelow = NameTable(capacity: 0)
        /// Each file's folders, from the root down, as the hashes of their real paths (`folderHashes`):
        /// `folderHashes[chainStarts[chain]..<chainStarts[chain + 1]]`, chain `chainOfFile[file]`. The files
        /// of one folder share a chain.
        private var folderHashes: [UInt64] = []
        private var chainStarts: [Int32] = []
        private var chainOfFile: [Int32] = []
        /// The views declared in more than one file (their qualified names, hashed).
        private(set) var names: [UInt64] = []

        init() {}

        init(files: [FileAnalysis]) {
            func forEachBody(_ visit: (UInt64, Int32) -> Void) {
                for fileIndex in files.indices {
                    for unit in files[fileIndex].units where unit.role == .viewBuilder && unit.typeNameSpan != nil
                        && files[fileIndex].isBody(unit) {
                        visit(unit.typeNameHash, Int32(fileIndex))
                    }
                }
            }
            // Found through a table of each view's last file; listed only for the few names two files declare.
            // Sized once from a count: it is made at the resolution's peak of memory, where a table that grew
            // by doubling held its old slots beside the new ones (2 MiB of the corpus's peak).
            var bodies = 0
            forEachBody { _, _ in bodies += 1 }
            var lastFile = NameTable(capacity: bodies)
            var listed = NameTable(capacity: 0)
            forEachBody { name, file in
                if let last = lastFile.update(file, for: name), last != file, listed.update(0, for: name) == nil { names.append(name) }
            }
            guard !names.isEmpty else { return }
            // Each name's list of declaring files, counted, then filled in file order (a file that declares a
            // name's body twice, in `#if` branches, once): no array of its own for each name.
            var index = NameTable(capacity: names.count)
            for (position, name) in names.enumerated() { index.update(Int32(position), for: name) }
            func forEachDeclaration(_ visit: (_ name: Int, _ file: Int32) -> Void) {
                var lastFile = NameTable(capacity: names.count)
                forEachBody { name, file in
                    if let position = index[name], lastFile.update(file, for: name) != file { visit(Int(position), file) }
                }
            }
            var counts = Array(repeating: Int32(0), count: names.count)
            forEachDeclaration { name, _ in counts[name] += 1 }
            var filled = Array(repeating: 0, count: names.count)
            declaring = NameTable(capacity: names.count)
            for (position, name) in names.enumerated() {
                filled[position] = lists.count + 1
                declaring.update(Int32(lists.count), for: name)
                lists.append(counts[position])
                lists.append(contentsOf: repeatElement(-1, count: Int(counts[position])))
            }
            ownDeclaration = NameTable(capacity: lists.count - names.count)
            forEachDeclaration { name, file in
                ownDeclaration.update(Int32(filled[name]), for: Self.fileKey(names[name], Int(file)))
                lists[filled[name]] = file
                filled[name] += 1
            }
            chainOfFile = Self.folderChains(of: files, hashes: &folderHashes, starts: &chainStarts)
            // About one folder for each declaration is kept (`iOS/` for the iOS one): room for that from the start.
            declarationsBelow = NameTable(capacity: declarationCount)
            var folders: [(folder: UInt64, parent: UInt64, declaration: Int32)] = []
            var declarations: [Int32] = []  // copied out of `lists`, which grows below
            for name in names {
                declarations.removeAll(keepingCapacity: true)
                declarations.append(contentsOf: list(at: declaring[name]!))
                // Each declaration's folders (with the folder above each: 0 above the root), grouped by
                // folder, in file order within one.
                folders.removeAll(keepingCapacity: true)
                for (order, file) in declarations.enumerated() {
                    var parent: UInt64 = 0
                    for folder in self.folders(ofFile: Int(file)) {
                        folders.append((folder, parent, Int32(order)))
                        parent = folder
                    }
                }
                folders.sort { ($0.folder, $0.declaration) < ($1.folder, $1.declaration) }
                func declarationsHeld(by folder: UInt64) -> Int {
                    guard folder != 0 else { return declarations.count }
                    // Two binary searches, not a count along the group: the folder above a thousand
                    // features' folders holds them all, and was counted again for each.
                    let first = partitionPoint(in: folders.indices) { folders[$0].folder < folder }
                    return partitionPoint(in: first..<folders.count) { folders[$0].folder == folder } - first
                }
                // A folder is kept only where it holds fewer declarations than the folder above it: a file
                // below it that meets no nearer one reaches the folder above with the same answer (`iOS/`
                // kept, `iOS/Screens/` holding the same one declaration left out).
                var groupStart = 0
                while groupStart < folders.count {
                    var groupEnd = groupStart + 1
                    while groupEnd < folders.count && folders[groupEnd].folder == folders[groupStart].folder { groupEnd += 1 }
                    if groupEnd - groupStart < declarationsHeld(by: folders[groupStart].parent) {
                        declarationsBelow.update(Int32(lists.count), for: Self.folderKey(name, folders[groupStart].folder))
                        lists.append(Int32(groupEnd - groupStart))
                        for entry in folders[groupStart..<groupEnd] { lists.append(declarations[Int(entry.declaration)]) }
                    }
                    groupStart = groupEnd
                }
            }
        }

        var isEmpty: Bool { names.isEmpty }

        /// How many declarations the views declared twice have in all.
        var declarationCount: Int { ownDeclaration.count }

        /// Whether view `typeHash` is declared in several files.
        func isDeclaredTwice(_ typeHash: UInt64) -> Bool { !names.isEmpty && declaring[typeHash] != nil }

        /// The declaring files of a view named in file `fileIndex` that it means, when several files
        /// declare a view of that name; nil when one does (every unit of the name is meant).
        func declarations(of typeHash: UInt64, nearest fileIndex: Int) -> ArraySlice<Int32>? {
            guard isDeclaredTwice(typeHash) else { return nil }
            return nearest(typeHash, to: fileIndex)
        }

        /// Whether code of view `typeHash` in file `file` belongs to one of `declarations`: its file is one
        /// of them, or those are among the declarations nearest to its file.
        func belongs(_ typeHash: UInt64, in file: Int, to declarations: ArraySlice<Int32>) -> Bool {
            nearest(typeHash, to: file).contains { declarations.contains($0) }
        }

        /// The keys under which the row origin of view `typeHash` is kept, each handed to `body`: one for
        /// each of `declarations` (nil: the name's only declaration).
        func forEachOriginKey(_ typeHash: UInt64, _ declarations: ArraySlice<Int32>?, _ body: (UInt64) -> Void) {
            guard let declarations else { return body(typeHash) }
            for declaration in declarations { body(Self.originKey(typeHash, declaration)) }
        }

        /// The key of the row origin of the declaration of view `typeHash` that the code in `file` is of.
        func originKey(_ typeHash: UInt64, ofCodeIn file: Int) -> UInt64 {
            guard let declaration = nearest(typeHash, to: file).first else { return typeHash }
            return Self.originKey(typeHash, declaration)
        }

        static func originKey(_ typeHash: UInt64, _ declaration: Int32) -> UInt64 {
            typeHash ^ (UInt64(UInt32(bitPattern: declaration)) &+ 1) &* 0x9E37_79B9_7F4A_7C15
        }

        static func fileKey(_ typeHash: UInt64, _ file: Int) -> UInt64 {
            typeHash ^ (UInt64(UInt32(truncatingIfNeeded: file)) &+ 1) &* 0xC2B2_AE3D_27D4_EB4F
        }

        static func folderKey(_ typeHash: UInt64, _ folderHash: UInt64) -> UInt64 {
            typeHash ^ (folderHash &* 0xFF51_AFD7_ED55_8CCD)
        }

        /// The declarations of view `typeHash` nearest to file `fileIndex` (its own when it declares one),
        /// none when the view is not declared twice: file `fileIndex` itself when it declares the view (its
        /// own declaration, which a `private` one of the same folder's other file is not), else those below
        /// its deepest folder that holds any.
        func nearest(_ typeHash: UInt64, to fileIndex: Int) -> ArraySlice<Int32> {
            guard !names.isEmpty, let all = declaring[typeHash] else { return [] }
            if let own = ownDeclaration[Self.fileKey(typeHash, fileIndex)] { return lists[Int(own)..<Int(own) + 1] }
            for folder in folders(ofFile: fileIndex).reversed() {
                if let below = declarationsBelow[Self.folderKey(typeHash, folder)] { return list(at: below) }
            }
            return list(at: all)
        }

        private func list(at offset: Int32) -> ArraySlice<Int32> {
            lists[Int(offset) + 1 ..< Int(offset) + 1 + Int(lists[Int(offset)])]
        }

        private func folders(ofFile file: Int) -> ArraySlice<UInt64> {
            let chain = Int(chainOfFile[file])
            return folderHashes[Int(chainStarts[chain])..<Int(chainStarts[chain + 1])]
        }

        /// Each file's chain of folders (`folderHashes`), by the real path of its folder: a lint names its
        /// targets as given (`macOS/FilterEditor.swift`, maybe through a link) and the rest of the project by
        /// real paths, so folders are compared in one form (for an editor's buffer not yet on disk, its
        /// folder's real path). One `realpath` for each folder: a file is where its folder is, as the walk
        /// takes a link to a file to be.
        static func folderChains(of files: [FileAnalysis], hashes: inout [UInt64], starts: inout [Int32]) -> [Int32] {
            let slash = UInt8(ascii: "/")
            var chainOfFolder: [[UInt8]: Int32] = [:]
            starts = [0]
            return files.map { file in
                let path = file.path.bytes
                let cut = path.lastIndex(of: slash)
                let folder = cut.map { Array(path[..<max($0, 1)]) } ?? Array(".".utf8)
                if let known = chainOfFolder[folder] { return known }
                var real = FileSystem.realPath(FilePath(bytes: folder))?.bytes ?? folder
                real.append(slash)
                // A folder's hash is the running hash of its real path up to and including its `/`.
                var hash = NameHash.start
                for byte in real {
                    hash = NameHash.of(CollectionOfOne(byte), continuing: hash)
                    if byte == slash { hashes.append(hash) }
                }
                starts.append(Int32(hashes.count))
                let chain = Int32(starts.count - 2)
                chainOfFolder[folder] = chain
                return chain
            }
        }
    }

    /// What the walk knows of a unit before it starts, in a byte (a large project has half a million
    /// units). A view-building member that its type shows only in presentation or menu content
    /// (`.sheet { editor }`) is built when that is shown, not with each row the type is: an instance
    /// in a row does not make it row code. A member with no recorded use (passed as a function, used
    /// by code outside the project) is taken to be shown with its type.
    struct UnitMarks: OptionSet {
        let rawValue: UInt8

        /// View code of a view type, or a free view builder: where the walk starts.
        static let viewEntry = UnitMarks(rawValue: 1)
        /// Its type's own code shows it (`header` in `body`)…
        static let shown = UnitMarks(rawValue: 2)
        /// …or shows it in presentation content…
        static let presented = UnitMarks(rawValue: 4)
        /// …or in menu content: a menu's options, a tab, a split view's pane (`SplitView { panes }`).
        static let inMenus = UnitMarks(rawValue: 8)

        /// A view's `@ViewBuilder` or `some View` member other than `body`: reached with its view only when
        /// none of its type's code uses it (`shown`, `presented`, `inMenus`); else through those uses, at
        /// their level (one a sheet's content calls is built when the sheet is shown, not with each row).
        static let memberBuilder = UnitMarks(rawValue: 16)

        /// Whether a view's instantiation reaches the unit through its type: not a member builder that
        /// its type's code uses.
        var isReachedWithItsView: Bool { !contains(.memberBuilder) || isDisjoint(with: [.shown, .presented, .inMenus]) }

        var isPresentedOnly: Bool { !contains(.shown) && !isDisjoint(with: [.presented, .inMenus]) }
        /// Shown in menu content only: a `ForEach` at its top builds options or panes, not rows.
        var isInMenusOnly: Bool { contains(.inMenus) && !contains(.shown) && !contains(.presented) }
    }

    /// A unit's flags for a token, as the project sees them. Per-element content that no list, lazy
    /// stack or scroll view of the unit holds (a `ForEach` in an `HStack`, or at the top of a member) is
    /// rows only where the unit is shown in rows or in something that scrolls (`List { SectionView() }`,
    /// `ScrollView { feed }`): reached from a view's body alone, it is a handful of views laid out with
    /// it (share buttons, a stack of covers, a chart's marks); in a member shown only in menu content,
    /// it is menu content.
    static func flags(_ flags: ViewCode.Flags, unitLevel: RowLevel, inMenusOnly: Bool) -> ViewCode.Flags {
        guard flags.contains(.element), !flags.contains(.row) else { return flags }
        if inMenusOnly { return flags.union(.menuContent) }
        // A static row's stack of elements (`VStack { ForEach(tiles) { … } }`) is one row of the list,
        // built with it once per body, not a row for each element.
        if unitLevel == .body || unitLevel == .staticRow && flags.contains(.inContainer) { return flags.subtracting(.element) }
        // Shown by a scroll view alone (`ScrollView { FeedView() }`), or built per element of a plain
        // stack there: the scroll view's stack builds every element, as in `ScrollView { VStack { ForEach … } }`.
        if unitLevel == .scrolled || unitLevel == .eagerElement { return flags.union(.eager) }
        return flags
    }

    /// A view that a SwiftUI stack of a static row lays out (`List { Section { Card() } }`, the card's
    /// `ZStack { PartsView() }`: `FileAnalyzer.StackSearch`) is part of that one row, laid out by the stack: a `ForEach` at its top
    /// puts its elements there, not into the list as rows. Reached with its body's level, not the row's (a
    /// scroll view or lazy stack in the row still scrolls it).
    static func levelOfView(in flags: ViewCode.Flags, builtBy level: RowLevel) -> RowLevel {
        guard flags.contains(.inContainer), !flags.contains(.element), !flags.contains(.row) else { return level }
        return min(level, flags.contains(.scrolled) ? .scrolled : .body)
    }

    static let viewHash = NameHash.of("View")
    /// What makes a type view code: `View`, `ViewModifier` (first), and the styles whose `makeBody(configuration:)`
    /// SwiftUI evaluates as a view's body wherever the styled control is (a `.buttonStyle(…)` in each row
    /// runs in each row). Not `ShapeStyle`: a fill, not views.
    static let viewRootHashes = ["View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle",
                                 "GroupBoxStyle", "MenuStyle", "ProgressViewStyle", "DisclosureGroupStyle", "GaugeStyle",
                                 "ControlGroupStyle", "FormStyle", "LabeledContentStyle"].map { NameHash.of($0) }
    static let previewProviderHash = NameHash.of("PreviewProvider")
    static let previewProviderName = Array("PreviewProvider".utf8)

    /// Where a type is built in row code: kept as numbers, and put in words only for a finding.
    struct RowOrigin {
        var file: Int32
        var line: Int32
        /// The unit that builds it in its body: a row view's, or a modifier's of `extension View`
        /// applied in row code; -1 for row content.
        var builder: Int32
        var level: RowLevel
    }

    /// Row origins by key (`SameNamedViews.originKey`): positions in one array, found through a
    /// `NameTable`, where a dictionary hashed every key with `Hasher` (a tenth of the walk's instructions).
    struct RowOrigins {
        private var positions = NameTable()
        private var origins: [RowOrigin] = []

        subscript(key: UInt64) -> RowOrigin? { positions[key].map { origins[Int($0)] } }

        mutating func set(_ origin: RowOrigin, for key: UInt64) {
            if let position = positions[key] {
                origins[Int(position)] = origin
            } else {
                positions.update(Int32(origins.count), for: key)
                origins.append(origin)
            }
        }
    }

    func describe(_ origin: RowOrigin) -> String {
        let name = files[Int(origin.file)].path.lastComponentDescription
        let place = origin.line < FileAnalysis.Reference.lastLine ? "\(name):\(origin.line)" : name
        guard origin.builder >= 0 else {
            switch origin.level {
            case .staticRow: return "placed in one at \(place)"
            case .eagerElement: return "in the element content at \(place)"
            default: return "built in row content at \(place)"
            }
        }
        let (file, builder) = unit(Int(origin.builder))
        if builder.typeNameHash == Self.viewHash {
            // The line is the modifier's own (where it builds the view), not where rows apply it.
            return "built at \(place) by `.\(files[file].member(of: builder))(…)`, a modifier applied in row code"
        }
        let builderName = Self.lastComponent(files[file].typeName(of: builder) ?? "")
        // Built by a member of the screen that holds the list (no row itself), or by a view in rows.
        let builderIsRow = rowOrigins[twins.originKey(builder.typeNameHash, ofCodeIn: file)] != nil
        let isEager = origin.level == .eagerElement
        if !builderIsRow { return "placed in \(isEager ? "one" : "a list") by `\(builderName)` at \(place)" }
        return "built by \(isEager ? "" : "row view ")`\(builderName)` at \(place)"
    }

    // MARK: Findings

    /// The findings for one file of the project.
    public func diagnostics(forFile fileIndex: Int) -> [Diagnostic] {
        var explanations = Explanations()
        return files[fileIndex].candidates.compactMap {
            resolve($0, fileIndex: fileIndex, unit: $0.unit, closureUnit: $0.elementClosureUnit, handfuls: files[fileIndex].foreignHandfuls,
                    explanations: &explanations)
        }
    }

    /// One file's explanations, by unit and levels: a row's findings share one (put in words once).
    typealias Explanations = [Int: String]

    /// The findings for a file checked after the project was indexed (`FileAnalyzer.check`), as file
    /// `fileIndex` of the index. If the file changed in between, its units are matched to the indexed
    /// ones by name, and code of a unit the index does not have is taken as unreached.
    public func diagnostics(for checked: FileAnalysis, indexedAs fileIndex: Int) -> [Diagnostic] {
        let indexed = files[fileIndex].units
        let isUnchanged = checked.contentHash == files[fileIndex].contentHash
            || (indexed.count == checked.units.count && zip(indexed, checked.units).allSatisfy {
                ($0.typeNameSpan == nil) == ($1.typeNameSpan == nil) && $0.memberKey == $1.memberKey && $0.role == $1.role
            })
        var explanations = Explanations()
        guard !isUnchanged else {
            return checked.candidates.compactMap {
                resolve($0, fileIndex: fileIndex, unit: $0.unit, closureUnit: $0.elementClosureUnit, handfuls: checked.foreignHandfuls,
                        explanations: &explanations)
            }
        }
        var byName: [UInt64: Int] = [:]  // by `Type\0member` (hashed)
        for (index, unit) in indexed.enumerated().reversed() { byName[unit.memberKey] = index }
        let unitMap = checked.units.map { byName[$0.memberKey] ?? -1 }
        return checked.candidates.compactMap { candidate in
            let unit = candidate.unit >= 0 && candidate.unit < unitMap.count ? unitMap[candidate.unit] : -1
            if candidate.unit >= 0 && unit < 0 { return nil }
            let closureUnit = candidate.elementClosureUnit >= 0 && candidate.elementClosureUnit < unitMap.count
                ? unitMap[candidate.elementClosureUnit] : -1
            return resolve(candidate, fileIndex: fileIndex, unit: unit, closureUnit: closureUnit, handfuls: checked.foreignHandfuls,
                           explanations: &explanations)
        }
    }

    /// A candidate in a closure given to a view (`ViewCode.elementClosures`) is code of the unit around it and
    /// of the closure's own unit, which the view reaches where it calls the closure for each element: reported
    /// as the one of the two that makes it the more severe finding (as the unit around it when they tie).
    func resolve(_ candidate: Candidate, fileIndex: Int, unit: Int, closureUnit: Int, handfuls: [FileAnalysis.ForeignHandful],
                 explanations: inout Explanations) -> Diagnostic? {
        let around = resolve(candidate, fileIndex: fileIndex, unit: unit, handfuls: handfuls, explanations: &explanations)
        guard closureUnit >= 0, closureUnit < files[fileIndex].units.count,
              reachedLevel[unitOffsets[fileIndex] + closureUnit] != nil else { return around }
        var inClosure = candidate
        inClosure.flags = candidate.flags.subtracting(candidate.elementClosureOuterFlags)
        guard let closure = resolve(inClosure, fileIndex: fileIndex, unit: closureUnit, handfuls: handfuls, explanations: &explanations)
        else { return around }
        guard let around else { return closure }
        return closure.severity > around.severity ? closure : around
    }

    /// Whether the project has a type whose `id` defaults to `UUID()` that a construction written `type` builds
    /// (`NameHash.identityKey(written:)`), also as nested in `owner`, the type whose code writes it.
    func hasRandomIdentity(written type: String, owner: String?) -> Bool {
        if randomIdentityTypes.contains(NameHash.identityKey(written: type.utf8)) { return true }
        guard let owner else { return false }
        return randomIdentityTypes.contains(NameHash.identityKey(written: "\(owner).\(type)".utf8))
    }

    /// `unit`: the candidate's unit in the indexed file (-1: none). `handfuls`: the `foreignHandfuls` of the
    /// file the candidate was found in.
    func resolve(_ candidate: Candidate, fileIndex: Int, unit: Int, handfuls: [FileAnalysis.ForeignHandful],
                 explanations: inout Explanations) -> Diagnostic? {
        let file = files[fileIndex]
        if let type = candidate.requiresRandomIdentityType, !hasRandomIdentity(written: type, owner: candidate.randomIdentityOwner) {
            return nil
        }
        if !candidate.unlessFixedConstants.isEmpty, candidate.unlessFixedConstants.allSatisfy(sharedConstants.meets) { return nil }
        if let property = candidate.requiresObservedObjectProperty, !observedObjectProperties.contains(property) { return nil }
        if let member = candidate.requiresListFeed, !listFeeds.contains(member) { return nil }
        if let view = candidate.requiresScrollContent, !isScrollContent(view, codeIn: fileIndex) { return nil }
        if let view = candidate.unlessScrollContent, isScrollContent(view, codeIn: fileIndex) { return nil }
        if candidate.requiresRebuildingParent, unit >= 0, unit < file.units.count,
           let typeName = file.typeNameBytes(of: file.units[unit]), hostingRootsOnly.contains(NameHash.ofLastComponent(typeName)) {
            return nil
        }
        let candidateFlags = FileAnalysis.ForeignHandful.flags(candidate.flags, atLine: Int32(clamping: candidate.start.line),
                                                               in: handfuls, given: sharedConstants)
        var level = RowLevel(candidateFlags)
        var isInMenuContent = candidateFlags.contains(.menuContent)
        var context = ""
        if unit >= 0 {
            // A record that does not match its file's code (a tampered cache, a checksum collision)
            // gives no finding rather than a crash.
            guard unit < file.units.count else { return nil }
            let global = unitOffsets[fileIndex] + unit
            let record = file.units[unit]
            guard let unitLevel = reachedLevel[global] else { return nil }
            if !candidate.reportsInWidgets && !reachedOutsideWidgets.isEmpty && !reachedOutsideWidgets[global] { return nil }
            let inMenusOnly = shownInMenusOnly.contains(Int32(global))
            let flags = Self.flags(candidateFlags, unitLevel: unitLevel, inMenusOnly: inMenusOnly)
            level = RowLevel.effective(unit: unitLevel, flags: flags)
            if level < .staticRow && cellContentOnly.contains(Int32(global)) { return nil }
            // Shown only in menu content, unless the member scrolls or lists the code itself.
            isInMenuContent = isInMenuContent || inMenusOnly && candidateFlags.isDisjoint(with: [.row, .scrolled])
            if candidate.scope == .feedsList {
                guard listFeeds.contains(record.memberKey) || candidate.feedsListThrough.map(listFeeds.contains) == true
                else { return nil }
            }
            let localLevel = RowLevel(flags)
            let key = global * 64 + level.rawValue * 8 + localLevel.rawValue
            if let known = explanations[key] {
                context = known
            } else {
                context = explanation(global, record, in: file, level: level, localLevel: localLevel)
                explanations[key] = context
            }
        }
        let isRow = candidate.perElement ? level >= .eagerElement
            : candidate.listRowsOnly ? level == .element || level == .staticRow : level >= .staticRow
        if candidate.scope == .rowOnly && !isRow { return nil }
        var diagnostic = Diagnostic(
            path: file.path, ruleID: candidate.ruleID, category: candidate.category,
            severity: isRow ? candidate.severityInRows
                : isInMenuContent ? candidate.severityInMenuContent ?? candidate.severityOutsideRows : candidate.severityOutsideRows,
            message: candidate.deferredMessage?(isRow) ?? (isRow ? candidate.rowMessage : candidate.message),
            start: candidate.start, end: candidate.end, fix: candidate.deferredFix.map { $0() } ?? candidate.fix)
        diagnostic.explanation = context
        diagnostic.contextHash = candidate.contextHash
        return diagnostic
    }

    /// ` (in `subtitle`, called from `body`; `OrderRow` is in list rows: built in row content at X:14)`.
    func explanation(_ global: Int, _ record: FileAnalysis.UnitRecord, in file: FileAnalysis, level: RowLevel,
                     localLevel: RowLevel) -> String {
        if cellContentOnly.contains(Int32(global)) {
            let setter = file.member(of: record) + (record.isFunction ? "(…)" : "")
            return " (in the SwiftUI content of a cell, set by `\(setter)`: built for every cell the table or collection view shows)"
        }
        // Most findings' code is a view's own, in its own rows or in none: nothing to say, and no name to make.
        let isInRowsOfAnother = level >= .staticRow && level > localLevel
        guard record.role == .helper || isInRowsOfAnother else { return "" }
        // A helper of another type (a formatter maker) is in rows as the view that calls it is.
        var viewType = file.typeName(of: record)
        var helperPart: String? = nil
        if file.isElementClosure(record) {
            // The closure is in rows because the view calls it for each element, not as the view is placed elsewhere.
            helperPart = "in `\(file.displayName(of: record))`, \(Self.callsForEachElement(file.typeName(of: record)))"
            viewType = nil
        } else if record.role == .helper {
            let (path, caller) = callPath(global, from: record.typeNameHash)
            helperPart = "in `\(file.displayName(of: record))`, \(path)"
            if let caller { viewType = caller }
        }
        var rowPart: String? = nil
        if isInRowsOfAnother, let type = viewType, let (origin, rowType) = rowOrigin(of: global, type: type) {
            // As the type is placed: a static row whose own `ForEach` calls this is still a static row.
            let place = origin.level == .staticRow ? "is a static row of a list or lazy stack"
                : origin.level == .eagerElement ? "is built for every element of a plain stack in a scroll view" : "is in list rows"
            rowPart = "`\(Self.lastComponent(rowType))` \(place): \(describe(origin))"
        } else if isInRowsOfAnother, !file.isElementClosure(record), let (closureFile, closure) = elementClosure(reaching: global) {
            // In rows only through a closure a view calls for its elements, in no view that is a row itself.
            let type = files[closureFile].typeName(of: closure)
            rowPart = "reached from `\(files[closureFile].displayName(of: closure))`, \(Self.callsForEachElement(type))"
        }
        // Each text one interpolation: joined from an array of parts, each was copied twice more.
        switch (helperPart, rowPart) {
        case let (helper?, row?): return " (\(helper); \(row))"
        case let (part?, nil), let (nil, part?): return " (\(part))"
        case (nil, nil): return ""
        }
    }

    /// `which `MemoGrid` calls for each element`, of an element closure given to the view `type`.
    static func callsForEachElement(_ type: String?) -> String {
        "which `\(lastComponent(type ?? ""))` calls for each of its elements"
    }

    /// The nearest element closure (`FileAnalysis.isElementClosure`) through which the walk reached this unit.
    func elementClosure(reaching global: Int) -> (file: Int, unit: FileAnalysis.UnitRecord)? {
        var cursor = global
        for _ in 0..<16 {
            let via = Int(reachedVia[cursor])
            guard via >= 0 else { return nil }
            let (viaFile, from) = unit(via)
            if files[viaFile].isElementClosure(from) { return (viaFile, from) }
            cursor = via
        }
        return nil
    }

    /// The row origin of the type whose view code reaches this unit.
    /// With the type it is the origin of: `type`, or for a member of `extension View` (a modifier of
    /// whatever view applies it, no row of its own) the first caller's type that has one.
    func rowOrigin(of global: Int, type: String) -> (origin: RowOrigin, type: String)? {
        let isViewExtension = type == "View"
        if !isViewExtension, let origin = rowOrigins[twins.originKey(NameHash.of(type), ofCodeIn: fileIndex(ofUnit: global))] {
            return (origin, type)
        }
        var cursor = global
        for _ in 0..<32 {
            let via = Int(reachedVia[cursor])
            guard via >= 0 else { return nil }
            let (viaFile, from) = unit(via)
            // Reached through a closure a view calls for each element: that is why it is in rows, whatever rows
            // the view itself is in elsewhere (`elementClosure(reaching:)` says so).
            if files[viaFile].isElementClosure(from) { return nil }
            if from.typeNameSpan != nil, from.typeNameHash != Self.viewHash,
               let origin = rowOrigins[twins.originKey(from.typeNameHash, ofCodeIn: viaFile)] {
                return (origin, isViewExtension ? files[viaFile].typeName(of: from) ?? type : type)
            }
            cursor = via
        }
        return nil
    }

    /// `called from `body`` or `called from `body` via `subtitle``; a caller of another type than
    /// `typeNameHash` (the helper's) is named with its type, `OrderRow.body`, and returned.
    func callPath(_ global: Int, from typeNameHash: UInt64) -> (path: String, otherType: String?) {
        var names: [String] = []
        var otherType: String? = nil
        var cursor = global
        for _ in 0..<16 {
            let via = Int(reachedVia[cursor])
            guard via >= 0 else { break }
            let (fileIndex, from) = unit(via)
            var name = files[fileIndex].displayName(of: from)
            if from.typeNameHash != typeNameHash, let type = files[fileIndex].typeName(of: from) {
                otherType = type  // the outermost: the view whose code calls it
                if name.last != ")" && name.last != "}" { name = Self.lastComponent(type) + "." + name }
            }
            names.append(name)
            if from.role != .helper { break }
            cursor = via
        }
        guard let root = names.last else { return ("reached from view code", nil) }
        let middle = names.dropLast().reversed().map { "`\($0)`" }
        return ("called from `\(root)`" + (middle.isEmpty ? "" : " via " + middle.joined(separator: ", ")), otherType)
    }
}

extension FilePath {
    var lastComponentDescription: String { Escaping.printable(lastComponent) }
}
