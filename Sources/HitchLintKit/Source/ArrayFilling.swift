extension Array {
    /// `Array(repeating:count:)` made by code specialised for `Element`. The standard library's
    /// initialiser allocates through a function it never specialises, which asks the runtime at every
    /// call whether `Element` is a class (about 500 instructions), and fills elements of four bytes or
    /// more one at a time (single bytes it sets as fast as this does); a lint makes a few arrays a token
    /// long for every file it reads.
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
