extension Array {
    /// `Array(repeating:count:)` made by code specialised for `Element`. The standard library's
    /// initialiser allocates through a function it never specialises, which asks the runtime at every
    /// call whether `Element` is a class (about 500 instructions), then fills the array an element at
    /// a time; a lint makes a few arrays a token long for every file it reads.
    init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        append(contentsOf: repeatElement(value, count: count))
    }
}
