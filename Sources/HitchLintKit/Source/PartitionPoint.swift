/// Where sorted data changes side: the first index of `range` at which `isBefore` is false, by
/// binary search. `isBefore` must hold for a prefix of the range and for nothing after it (a key
/// below the one sought, an offset at or before a position). Line tables, the index cache's pages
/// and pairs, and the resolver's unit numbers all look things up this way.
@inline(__always)
func partitionPoint(in range: Range<Int>, isBefore: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
        let middle = low + (high - low) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}
