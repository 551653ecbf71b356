public enum RuleDocs { public static let documents: [String: String] = [:] }
