/// `observed-object-created-inline`: `@ObservedObject var model = Model()`, an object the view creates but
/// does not own, or `Row(model: Model())`, one its parent's body hands it.
public struct ObservedObjectCreatedInline: Rule {
    public let description = RuleDescription(
        id: "observed-object-created-inline", category: .identity,
        summary: "@ObservedObject or environment object given a new object by a body: re-created on every update",
        fixSummary: "unsafe: @StateObject (iOS 14+)")

    public init() {}

    public func check(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        // Each type's initializers, found at the first property that asks (not among all declarations for each).
        var initializers: [Int: [Int]]? = nil
        for (index, declaration) in file.declarations.enumerated() {
            guard declaration.kind == .variable || declaration.kind == .constant, declaration.parent >= 0,
                  file.declarations[declaration.parent].kind.isType, !declaration.isStaticMember,
                  let attribute = file.listed(declaration.attributes).first(where: { file.isText($0, "ObservedObject") })
            else { continue }
            if initializers == nil {
                initializers = Dictionary(grouping: file.declarations.indices.filter { file.declarations[$0].kind == .initializer },
                                          by: { file.declarations[$0].parent })
            }
            let typeInitializers = initializers![declaration.parent] ?? []
            let name = file.text(declaration.name)
            let created: String, value: Int, how: String
            var inputs: [String] = []
            if !declaration.initializer.isEmpty {
                guard let type = createdType(file, declaration.initializer, declaredType: declaration.typeRange) else { continue }
                (created, value, how) = (type, declaration.initializer.lowerBound, "is initialised inline")
            } else if let assignment = assignmentInInitializer(file, property: index, initializers: typeInitializers) {
                (created, value, how) = (assignment.type, assignment.value, "is assigned a new object in `init`" + assignment.when)
                inputs = assignment.inputs
            } else {
                continue
            }
            guard context.isEvaluated(value) else { continue }
            let message = "`@ObservedObject var \(name)` \(how), so a new \(created) is created every time this view value is re-created, which is every time its parent's body runs, "
                + "and SwiftUI does not keep it: the fresh object replaces the old one, so its state is lost, its "
                + "loading work starts over and every view observing it is invalidated. Let the view own it with "
                + "`@StateObject` (iOS 14+, macOS 11+), created once per view identity; with an `@Observable` class, "
                + "`@State` (iOS 17+, macOS 14+). Keep `@ObservedObject` for objects passed in from outside"
                + Self.followingInputs(inputs)
            var candidate = context.candidate(
                description, at: (attribute - 1)...attribute, scope: .viewCode, message: message, rowMessage: message,
                fix: fix(context, attribute: attribute, property: index, initializers: typeInitializers))
            // The attribute sits outside the code the view runs (the initial value, or `init`): take the unit
            // and flags from that code, so a non-View type's `@ObservedObject` (a different matter) is dropped.
            candidate.unit = Int(context.viewCode.unitOfToken[value])
            candidate.flags = context.viewCode.flags[value]
            candidate.severityOutsideRows = .warning
            // A view that is only ever a hosting controller's root is built once, with the controller.
            candidate.requiresRebuildingParent = true
            candidates.append(candidate)
        }
        checkObjectsHandedToViews(context, into: &candidates)
        checkObjectsPutInEnvironment(context, into: &candidates)
    }

    // MARK: An object made for the environment

    /// `.environmentObject(Model())` or `.environment(Model())` (an `@Observable` class) in view code: the body
    /// makes a new object every time it runs, and every view below that reads it from the environment gets
    /// the new one. Not in an `App`'s scenes, nor in previews.
    func checkObjectsPutInEnvironment(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        var previews: Previews? = nil  // found at the first call that asks
        // By length first (`environment`, `environmentObject`): every evaluated identifier of every file is looked at.
        for modifier in context.evaluatedIdentifiers where (file.tokens[modifier].length == 11 || file.tokens[modifier].length == 17)
            && (file.isText(modifier, "environmentObject") || file.isText(modifier, "environment"))
            && file.isMemberName(modifier) && file.isKind(modifier + 1, .leftParen) {
            let arguments = file.arguments(modifier + 1)
            guard arguments.count == 1, arguments[0].label < 0, !arguments[0].value.isEmpty,
                  let creation = creation(file, arguments[0].value, declaredType: 0..<0), !isInApp(context, modifier) else { continue }
            guard !isPreviewOnly(context, modifier, previews: &previews) else { continue }
            let call = "`.\(file.text(modifier))(\(RuleContext.oneLine(file.text(arguments[0].value), upTo: 40)))`"
            let created = Self.createdText(Self.typeName(of: creation, file, declaredType: 0..<0))
            let reader = file.isText(modifier, "environmentObject") ? "`@EnvironmentObject`" : "`@Environment`"
            let message = """
                \(call) makes a new \(created) every time this code runs, which is every time its body does: every view \
                below that reads it with \(reader) gets the new object, so its state is lost, the work its `init` \
                starts (loading, subscriptions) runs again and those views are invalidated. Make it once: \
                `@StateObject private var model = …` in this view (iOS 14+, macOS 11+; `@State` for an `@Observable` \
                class, iOS 17+, macOS 14+) and pass that, or pass one that a model this view already owns keeps
                """
            var candidate = context.candidate(
                description, at: modifier...arguments[0].value.lowerBound, scope: .viewCode, message: message, rowMessage: message)
            candidate.severityOutsideRows = .warning
            candidates.append(candidate)
        }
    }

    // MARK: An object made by the parent

    /// `RowView(model: RowModel(item))` in view code, `RowView.model` being an `@ObservedObject` of the project
    /// (declared in any file: the resolution decides, `Candidate.requiresObservedObjectProperty`): the parent
    /// makes a new object every time that code runs, and the child observes it without keeping it. Not in an
    /// `App`'s scenes, built again only when the app's own state changes.
    func checkObjectsHandedToViews(_ context: RuleContext, into candidates: inout [Candidate]) {
        let file = context.file
        let known = context.project?.observedObjectProperties
        if known?.isEmpty == true { return }
        var previews: Previews? = nil  // found at the first call that asks
        for call in context.evaluatedIdentifiers where file.isKind(call + 1, .leftParen) && file.startsWithUppercase(call)
            && !file.isMemberName(call) {
            for argument in file.arguments(call + 1) {
                guard argument.label >= 0, !argument.value.isEmpty else { continue }
                let property = SyntaxFile.constantKey(type: file.bytes(of: call), name: file.bytes(of: argument.label))
                guard known?.contains(property) ?? true, context.isEvaluated(argument.value.lowerBound), !isInApp(context, call),
                      let creation = creation(file, madeValue(file, argument.value, before: call), declaredType: 0..<0)
                else { continue }
                guard !isPreviewOnly(context, call, previews: &previews) else { continue }
                var candidate = context.candidate(
                    description, at: argument.label...argument.value.lowerBound, scope: .viewCode, message: "", rowMessage: "")
                // The text is made only if the candidate becomes a finding: without the project's properties (an
                // editor's check of one file) every view built with a labelled argument is a candidate.
                let (view, label) = (file.text(call), file.text(argument.label))
                let typeName = Self.typeName(of: creation, file, declaredType: 0..<0)
                candidate.deferredMessage = { _ in
                    Self.handedObjectMessage(view: view, label: label, created: Self.createdText(typeName))
                }
                candidate.severityOutsideRows = .warning
                candidate.requiresObservedObjectProperty = property
                candidates.append(candidate)
            }
        }
    }

    /// What an argument is made of: the value itself, or for a local constant's name the local's value
    /// (`let sub = SubModel(id: name)`, then `SubRow(sub: sub)`: made on each run of that code all the same).
    func madeValue(_ file: SyntaxFile, _ value: Range<Int>, before call: Int) -> Range<Int> {
        guard value.count == 1, file.isIdentifier(value.lowerBound), !file.startsWithUppercase(value.lowerBound),
              let local = file.localConstantValue(named: value.lowerBound, before: call, lookingBack: 8) else { return value }
        return local
    }

    /// `view(label: …)` given a new object of `created` (`createdText`) each time its parent's code runs.
    static func handedObjectMessage(view: String, label: String, created: String) -> String {
        """
        `\(view)(\(label): …)` is given a new \(created) every time this code runs, which is every time its body \
        does, and `\(view)` observes it with `@ObservedObject`, which does not keep it: each new object replaces the \
        last, so its state is lost, the work its `init` starts (loading, subscriptions) runs again and every view \
        observing it is invalidated. Make it once: let `\(view)` own it, `@StateObject private var \(label)` set in \
        its `init` with `_\(label) = StateObject(wrappedValue: …)` (iOS 14+, macOS 11+; `@State` for an \
        `@Observable` class, iOS 17+, macOS 14+), or keep it in a model this view already owns and pass that
        """
    }

    /// Whether token `index` is code only previews run: in the previews, in a member named for them (`extension
    /// View { func withPreviewEnvironment() … }`, `previewEnvironment()`, `withPreviewsEnv()`, `forPreviews()`:
    /// for other files' previews), or in a type or function of the file named as a preview's or a mock's that
    /// only they use (a private one is no view code at all: `SyntaxFile.isOnlyForPreviews`). An object made
    /// in such a harness is a preview's sample data.
    func isPreviewOnly(_ context: RuleContext, _ index: Int, previews: inout Previews?) -> Bool {
        let file = context.file
        if previews == nil { previews = Previews(file) }
        if Previews.contains(previews!.ranges, index) { return true }
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0 else { return false }
        // Named for previews, not for a preview the app shows (`linkPreview`, `previewImage`).
        let member = file.declarations[context.viewCode.units[unit].declaration].name
        if member >= 0 {
            let name = file.text(member)
            if Self.previewMemberMarks.contains(where: { name.contains($0) }) { return true }
        }
        return file.isInPreviewOnlyCode(context.viewCode.units[unit].declaration, byName: true, previews: &previews)
    }

    /// Whether token `index` is in a member of a type that conforms to `App` (its `body`'s scenes).
    /// What a member's name holds when it is made for previews (`isPreviewOnly`).
    static let previewMemberMarks = ["Previews", "PreviewEnv", "previewEnv", "ForPreview"]

    func isInApp(_ context: RuleContext, _ index: Int) -> Bool {
        let unit = Int(context.viewCode.unitOfToken[index])
        guard unit >= 0 else { return false }
        let owner = context.viewCode.units[unit].owner
        guard owner >= 0 else { return false }
        return context.file.listed(context.file.declarations[owner].inherited).contains { context.file.isText($0, "App") }
    }

    // MARK: What the initializer creates

    /// How `value` makes a new object (`` `Model` ``), or nil when it may return a shared one
    /// (`.shared`, `Model.instance`, a global, a function of unknown result).
    func createdType(_ file: SyntaxFile, _ value: Range<Int>, declaredType typeRange: Range<Int>) -> String? {
        creation(file, value, declaredType: typeRange).map {
            Self.createdText(Self.typeName(of: $0, file, declaredType: typeRange))
        }
    }

    /// What a value creates, found without making any text: checked for every view built with a labelled
    /// argument when the project's `@ObservedObject` properties are not known (an editor's check of one file).
    enum Creation {
        /// A `Model(…)`, `Model.init(…)` or `Model.empty` of the type named at this token.
        case namedType(Int)
        /// `.init(…)` or `.empty`: of the declared type when one is written, else an object.
        case declaredType
    }

    func creation(_ file: SyntaxFile, _ value: Range<Int>, declaredType typeRange: Range<Int>) -> Creation? {
        let first = value.lowerBound
        if file.isIdentifier(first), file.startsWithUppercase(first) {
            if isConstructorCall(file, name: first, within: value) { return .namedType(first) }
            // `Model.init()` or `Model.empty` where `empty` builds one on each read.
            guard file.isKind(first + 1, .period), value.contains(first + 2) else { return nil }
            if file.isText(first + 2, "init") { return .namedType(first) }
            return buildsFreshInstance(file, member: first + 2, of: file.text(first)) ? .namedType(first) : nil
        }
        if file.isKind(first, .period), value.contains(first + 1) {
            if file.isText(first + 1, "init") { return .declaredType }
            return buildsFreshInstance(file, member: first + 1, of: simpleTypeName(file, typeRange)) ? .declaredType : nil
        }
        return nil
    }

    /// The type `creation` makes as written: the type named, or for an implicit member the declared type
    /// (nil when none is written).
    static func typeName(of creation: Creation, _ file: SyntaxFile, declaredType typeRange: Range<Int>) -> String? {
        switch creation {
        case .namedType(let name): return file.text(name)
        case .declaredType: return typeRange.isEmpty ? nil : file.text(typeRange)
        }
    }

    /// `` `Model` ``, or `object` when no type is written.
    static func createdText(_ typeName: String?) -> String { typeName.map { "`\($0)`" } ?? "object" }

    /// The last name of a declared type (`Store` of `App.Store<Item>?`), or nil when none is written.
    func simpleTypeName(_ file: SyntaxFile, _ type: Range<Int>) -> String? {
        var name: Int? = nil
        var index = type.lowerBound
        while type.contains(index), file.isIdentifier(index) {
            name = index
            guard file.isKind(index + 1, .period) else { break }
            index += 2
        }
        return name.map { file.text($0) }
    }

    /// `Model(…)` or `Model<T>(…)` starting at `name`, or `Model { … }` (its only argument a trailing closure)
    /// as the whole value.
    func isConstructorCall(_ file: SyntaxFile, name: Int, within value: Range<Int>) -> Bool {
        if file.isKind(name + 1, .leftParen) { return true }
        if file.isKind(name + 1, .leftBrace), file.braceRoles[name + 1] == .closure {
            return file.partnerOf(name + 1) == value.upperBound - 1
        }
        guard file.isText(name + 1, "<") else { return false }
        guard let open = (name + 2..<value.upperBound).first(where: { file.isKind($0, .leftParen) }) else { return false }
        return file.callee(ofArgumentList: open) == name
    }

    /// A static member of this file (`static var empty: Model { Model() }`, `static func make()`) whose
    /// body constructs a value each time it is read. A `static let` is created once and shared.
    /// `type`: the simple name of the type whose member is read, when known: another type's member of that
    /// name is not it (`ThemeColors.shared(for:)` beside `ThemeManager`'s `static let shared`); a property
    /// read is not a method of that name, nor a call a property.
    func buildsFreshInstance(_ file: SyntaxFile, member: Int, of type: String?) -> Bool {
        let name = file.bytes(of: member)
        let kind: Declaration.Kind = file.isKind(member + 1, .leftParen) ? .function : .variable
        return file.declarations(maybeNamed: name).contains { index in
            let declaration = file.declarations[index]
            guard declaration.isStaticMember, declaration.hasBody, declaration.kind == kind,
                  file.bytes(of: declaration.name).elementsEqual(name) else { return false }
            if let type, declaration.parent >= 0, file.declarations[declaration.parent].name >= 0,
               file.text(file.declarations[declaration.parent].name) != type {
                return false
            }
            return declaration.bodyRange.contains { index in
                file.isKind(index + 1, .leftParen)
                    && (file.isText(index, "init") || file.isText(index, "Self")
                        || (file.isIdentifier(index) && file.startsWithUppercase(index) && !file.isMemberName(index)))
            }
        }
    }

    // MARK: Fix

    /// `@ObservedObject` → `@StateObject`: unsafe, because a model the parent passes in (`View(model: m)`)
    /// is then kept from the first `init` and later ones are ignored. Not offered when an initializer of
    /// the type assigns or uses the property (a `@StateObject` is not installed there), nor below iOS 14.
    /// `initializers`: those of the property's type.
    func fix(_ context: RuleContext, attribute: Int, property: Int, initializers: [Int]) -> Fix {
        let file = context.file
        let display = Fix(
            title: "Own the object with `@StateObject` (iOS 14+), or `@State` with an `@Observable` class (iOS 17+)",
            applicability: .displayOnly, edits: [])
        guard context.deploymentTarget.allows(iOS: .init(14), macOS: .init(11)),
              !isUsedInInitializer(file, property: property, initializers: initializers) else { return display }
        let token = context.tokens[attribute]
        return Fix(title: "Use `@StateObject` (iOS 14+, macOS 11+)", applicability: .unsafe,
                   edits: [context.edit(token.startOffset..<token.endOffset, "StateObject")])
    }

    /// Where an `init` of the property's type assigns it a new object, and that object's type:
    /// `self.app = AppInfo(url: url)`, `app = AppInfo(…)`, `_app = ObservedObject(wrappedValue: AppInfo(…))`;
    /// also as the fallback of a parameter that defaults to `nil` (`model ?? AppInfo()`), or a parameter that
    /// defaults to a new object (`init(model: AppInfo = AppInfo())`, then `self.model = model`): `when` says
    /// so, for the message. `initializers`: those of the property's type.
    func assignmentInInitializer(_ file: SyntaxFile, property: Int, initializers: [Int])
        -> (value: Int, type: String, when: String, inputs: [String])? {
        let declaration = file.declarations[property]
        let name = file.bytes(of: declaration.name)
        let wrapped = Array("_".utf8) + name
        for initializer in initializers.map({ file.declarations[$0] }) {
            for index in initializer.bodyRange where file.isIdentifier(index) && file.isText(index + 1, "=") {
                let target = file.bytes(of: index)
                // Not another value's member, nor a local of the same name (`let model = Model()`, cached).
                guard !file.isMemberName(index) || file.isText(index - 2, "self"),
                      !file.isText(index - 1, "let"), !file.isText(index - 1, "var") else { continue }
                var value = index + 2
                if target.elementsEqual(wrapped) {
                    // `ObservedObject(wrappedValue: AppInfo(…))`: the object is the argument's.
                    guard file.isText(value, "ObservedObject"), file.isKind(value + 1, .leftParen),
                          file.isText(value + 2, "wrappedValue"), file.isKind(value + 3, .colon) else { continue }
                    value += 4
                } else if !target.elementsEqual(name) {
                    continue
                }
                // `model ?? Model()`, `model` a parameter defaulting to `nil`, or `model` defaulting to `Model()`:
                // callers that pass none get a new one.
                var when = ""
                if file.isIdentifier(value), file.isText(value + 1, "??"),
                   let fallback = parameterDefault(file, parameter: value, of: initializer), file.isText(fallback.lowerBound, "nil") {
                    when = " whenever a caller passes none (`\(file.text(value)) ?? …`, `\(file.text(value))` defaulting to `nil`)"
                    value += 2
                } else if file.isIdentifier(value), !file.isKind(value + 1, .leftParen), !file.isKind(value + 1, .period),
                          let defaultValue = parameterDefault(file, parameter: value, of: initializer),
                          let type = createdType(file, defaultValue, declaredType: declaration.typeRange) {
                    return (value, type, " whenever a caller passes none (`\(file.text(value))` defaults to a new one)", [])
                }
                let construction = value..<Self.creationEnd(file, from: value)
                if let type = createdType(file, construction, declaredType: declaration.typeRange) {
                    return (value, type, when, when.isEmpty ? parametersNamed(file, in: construction, of: initializer) : [])
                }
            }
        }
        return nil
    }

    /// The parameters of `initializer` that a construction's arguments read (`records`, `data` of
    /// `ChartData(records: records, points: data)`), in order, once each: the object is made from the view's inputs.
    func parametersNamed(_ file: SyntaxFile, in construction: Range<Int>, of initializer: Declaration) -> [String] {
        var parameters: [[UInt8]] = []
        file.forEachParameterName(of: initializer) { parameters.append(Array(file.bytes(of: $0))) }
        // A closure's own parameters shadow them (`values.map { scale in scale * 2 }`).
        for brace in construction where file.isKind(brace, .leftBrace) && file.braceRoles[brace] == .closure {
            for shadow in file.closureParameters(brace) { parameters.removeAll { $0.elementsEqual(file.bytes(of: shadow)) } }
        }
        var named: [String] = []
        for index in construction where file.isIdentifier(index) && !file.isMemberName(index) && !isArgumentLabel(file, index) {
            let bytes = file.bytes(of: index)
            if parameters.contains(where: { $0.elementsEqual(bytes) }), !named.contains(file.text(index)) { named.append(file.text(index)) }
        }
        return named
    }

    /// `points` of `ChartData(points: …)`: a name followed by a colon right after the call's `(` or a `,` (not
    /// the middle of `a ? b : c`).
    func isArgumentLabel(_ file: SyntaxFile, _ index: Int) -> Bool {
        file.isKind(index + 1, .colon) && (file.isKind(index - 1, .leftParen) || file.isKind(index - 1, .comma))
    }

    /// What a message adds when `init` makes the object from its parameters: an owned object is made once, so
    /// their later values would not reach it (a chart's `ChartData(points: points)` would keep its first points).
    static func followingInputs(_ inputs: [String]) -> String {
        guard !inputs.isEmpty else { return "" }
        let names = inputs.map { "`\($0)`" }
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
        let (their, them, properties) = names.count == 1 ? ("its", "it", "a plain property") : ("their", "them", "plain properties")
        return ". It is made from `init`'s \(listed), and an owned object is made once per identity: \(their) later values "
            + "would not reach it. If it only holds \(them), make \(them) \(properties) of the view and drop the object; "
            + "if it works from \(them), own it and give the view `.id(…)` of a value that identifies \(them) where it is built, "
            + "so that a new value makes a new one"
    }

    /// Where a value assigned in an `init` that may make an object ends (`creation` reads it): after the
    /// call's arguments of `Model(…)`, `.init(…)` and `Model.init(…)`, after the member of `.empty` and
    /// `Model.empty`; the token after `value` for anything else.
    static func creationEnd(_ file: SyntaxFile, from value: Int) -> Int {
        var last = value
        if file.isKind(value, .period) {
            last = value + 1
        } else if file.isKind(value + 1, .period), file.isIdentifier(value + 2) {
            last = value + 2
        }
        if file.isKind(last + 1, .leftParen), let close = file.partnerOf(last + 1) { return close + 1 }
        return last + 1
    }

    /// The default value of the parameter of `initializer` that the name at `use` names (`nil` for `model:
    /// Model? = nil`), if it has one.
    func parameterDefault(_ file: SyntaxFile, parameter use: Int, of initializer: Declaration) -> Range<Int>? {
        let name = file.bytes(of: use)
        var found: Range<Int>? = nil
        // The first token from `start` that ends the parameter (`,` or `)`) or starts its default (`=`).
        func stop(from start: Int, atEquals: Bool) -> Int {
            var cursor = start
            while cursor < file.tokens.count, !file.isKind(cursor, .comma), !file.isKind(cursor, .rightParen),
                  !atEquals || !file.isText(cursor, "=") {
                cursor = (file.isKind(cursor, .leftParen) || file.isKind(cursor, .leftBracket) ? file.partnerOf(cursor) : nil) ?? cursor
                cursor += 1
            }
            return cursor
        }
        file.forEachParameterName(of: initializer) { parameter in
            guard found == nil, file.bytes(of: parameter).elementsEqual(name) else { return }
            let equals = stop(from: parameter + 2, atEquals: true)
            guard file.isText(equals, "=") else { return }
            found = (equals + 1)..<stop(from: equals + 1, atEquals: false)
        }
        return found
    }

    /// `self.model = …`, `model = …` or `_model = …` in an `init` of the property's type, or any other use
    /// of it there (`model.files = files`, `model.start()`): a `@StateObject` is not installed before the
    /// view is, so what `init` does to it would go to an object SwiftUI then drops.
    func isUsedInInitializer(_ file: SyntaxFile, property: Int, initializers: [Int]) -> Bool {
        let name = file.bytes(of: file.declarations[property].name)
        let wrapped = Array("_".utf8) + name
        return initializers.contains { initializer in
            file.declarations[initializer].bodyRange.contains { index in
                file.isIdentifier(index) && (!file.isMemberName(index) || file.isText(index - 2, "self"))
                    && (file.bytes(of: index).elementsEqual(name) || file.bytes(of: index).elementsEqual(wrapped))
            }
        }
    }
}
