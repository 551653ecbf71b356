/// Line differences, Myers' O(ND) algorithm over hashed lines: which lines of a new text are new
/// (for `--changed-since`), and unified diffs (for `--diff`).
public enum LineDiff {
    /// The 1-based line ranges of `new` that are not in `old`.
    public static func changedLines(old: [UInt8], new: [UInt8]) -> [ClosedRange<Int>] {
        let (_, keptNew) = alignment(lineHashes(old), lineHashes(new))
        var ranges: [ClosedRange<Int>] = []
        var start: Int? = nil
        for index in 0...keptNew.count {
            let changed = index < keptNew.count && !keptNew[index]
            if changed && start == nil { start = index }
            if !changed, let first = start {
                ranges.append((first + 1)...index)
                start = nil
            }
        }
        return ranges
    }

    /// A unified diff (`--- a/path`, `+++ b/path`, hunks with three lines of context), or "" when
    /// the texts are equal. Lines are compared and printed as bytes (invalid UTF-8 survives).
    public static func unified(old: [UInt8], new: [UInt8], path: String, context: Int = 3) -> [UInt8] {
        guard old != new else { return [] }
        let oldLines = lines(old)
        let newLines = lines(new)
        let (keptOld, keptNew) = alignment(oldLines.map(hash), newLines.map(hash))
        // Walk both sides together: kept lines pair up in order.
        var operations: [(kind: UInt8, line: [UInt8])] = []  // " ", "-", "+"
        var i = 0, j = 0
        while i < oldLines.count || j < newLines.count {
            if i < oldLines.count && !keptOld[i] {
                operations.append((0x2D, oldLines[i])); i += 1
            } else if j < newLines.count && !keptNew[j] {
                operations.append((0x2B, newLines[j])); j += 1
            } else {
                operations.append((0x20, newLines[j])); i += 1; j += 1
            }
        }
        var output = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
        var index = 0
        var oldLine = 1, newLine = 1
        while index < operations.count {
            guard operations[index].kind != 0x20 else {
                oldLine += 1; newLine += 1; index += 1
                continue
            }
            // A hunk: back up for context, then run until `context * 2` unchanged lines in a row.
            let start = max(0, index - context)
            var end = index
            var quiet = 0
            while end < operations.count && quiet <= context * 2 {
                quiet = operations[end].kind == 0x20 ? quiet + 1 : 0
                end += 1
            }
            end = min(operations.count, end - max(0, quiet - context))
            let leading = index - start
            let hunkOldStart = oldLine - leading, hunkNewStart = newLine - leading
            let slice = operations[start..<end]
            let oldCount = slice.filter { $0.kind != 0x2B }.count
            let newCount = slice.filter { $0.kind != 0x2D }.count
            output += Array("@@ -\(hunkOldStart),\(oldCount) +\(hunkNewStart),\(newCount) @@\n".utf8)
            for operation in slice {
                output.append(operation.kind)
                output += operation.line
                if operation.line.last != 0x0A { output += Array("\n\\ No newline at end of file\n".utf8) }
            }
            for operation in operations[index..<end] {
                if operation.kind != 0x2B { oldLine += 1 }
                if operation.kind != 0x2D { newLine += 1 }
            }
            index = end
        }
        return output
    }

    /// Lines with their line breaks.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { result.append(Array(bytes[start...])) }
        return result
    }

    static func hash(_ line: [UInt8]) -> UInt64 {
        var hash = FNV1a()
        for byte in line { hash.add(byte) }
        return hash.value
    }

    static func lineHashes(_ bytes: [UInt8]) -> [UInt64] {
        lines(bytes).map { line in
            var hash = FNV1a()
            for byte in line where byte != 0x0A && byte != 0x0D { hash.add(byte) }
            return hash.value
        }
    }

    /// For each line of `a` and of `b`, whether it belongs to a longest common subsequence (common
    /// prefix and suffix first; the trace's memory is bounded, and past the bound the middle counts
    /// as changed).
    static func alignment(_ a: [UInt64], _ b: [UInt64]) -> (old: [Bool], new: [Bool]) {
        var keptOld = Array(repeating: false, count: a.count)
        var keptNew = Array(repeating: false, count: b.count)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] {
            keptOld[prefix] = true; keptNew[prefix] = true; prefix += 1
        }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            keptOld[a.count - 1 - suffix] = true; keptNew[b.count - 1 - suffix] = true; suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        let n = x.count, m = y.count
        guard n > 0 && m > 0 else { return (keptOld, keptNew) }
        let maximum = n + m
        let offset = maximum
        var v = Array(repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        let stepLimit = max(16, 4_000_000 / v.count)
        var finished = false
        search: for d in 0...maximum {
            if d > stepLimit { break }
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var px = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var py = px - k
                while px < n && py < m && x[px] == y[py] { px += 1; py += 1 }
                v[offset + k] = px
                if px >= n && py >= m {
                    finished = true
                    break search
                }
            }
        }
        guard finished else { return (keptOld, keptNew) }
        var px = n, py = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let saved = trace[d]
            let k = px - py
            let previousK = (k == -d || (k != d && saved[offset + k - 1] < saved[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : saved[offset + previousK]
            let previousY = previousX - previousK
            while px > previousX && py > previousY {
                px -= 1; py -= 1
                keptOld[prefix + px] = true
                keptNew[prefix + py] = true
            }
            if d > 0 { px = previousX; py = previousY }
        }
        return (keptOld, keptNew)
    }
}
