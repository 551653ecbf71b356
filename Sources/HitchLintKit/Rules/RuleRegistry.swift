/// Every rule HitchLint has. Adding a rule: its file, its `Rules/<id>.md`, and a line here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        FormatInBody(),
        IndexBasedID(),
        GeometryReaderInRow(),
        OversizedImageDecode(),
    ]

    public static func rule(withID id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }

    public static var ids: [String] { all.map(\.description.id) }
}
