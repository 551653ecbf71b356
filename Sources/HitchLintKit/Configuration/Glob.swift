/// Path patterns for `include`/`exclude`: `*` and `?` within a path component, `**` across
/// components. A pattern without `/` matches a file or folder name anywhere (`Generated`, `*.pb.swift`);
/// one with `/` matches from the configuration's folder (`Sources/**/Legacy*.swift`). A match on a
/// folder covers everything below it.
public struct Glob: Sendable, Equatable {
    public let pattern: String
    let components: [Substring]
    let isAnchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        if trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        isAnchored = trimmed.contains("/")
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `relativePath` (components separated by `/`) or one of its folders matches.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if !isAnchored {
            return parts.contains { Self.matchComponent(Array(components.first ?? "").map { $0 }, Array($0)) }
        }
        // A folder match covers what is below it: try every prefix of the path.
        for end in stride(from: parts.count, through: 1, by: -1) where Self.matchPath(components[...], parts[0..<end]) {
            return true
        }
        return false
    }

    static func matchPath(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        // Iterative over `**` positions with backtracking on a small explicit stack.
        var stack: [(Int, Int)] = [(pattern.startIndex, path.startIndex)]
        var steps = 0
        while let (p, q) = stack.popLast() {
            steps += 1
            if steps > 100_000 { return false }
            if p == pattern.endIndex {
                if q == path.endIndex { return true }
                continue
            }
            if pattern[p] == "**" {
                // `**` matches zero or more components.
                var next = q
                while next <= path.endIndex {
                    stack.append((p + 1, next))
                    next += 1
                }
                continue
            }
            if q < path.endIndex, matchComponent(Array(pattern[p]), Array(path[q])) { stack.append((p + 1, q + 1)) }
        }
        return false
    }

    /// `*` and `?` within one component, by characters, with the classic two-pointer backtracking.
    static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star = -1, mark = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                p += 1; t += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
