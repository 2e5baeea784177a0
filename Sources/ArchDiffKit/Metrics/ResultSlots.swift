/// A fixed number of result slots that concurrent workers fill, each worker writing only its own slot.
final class ResultSlots<Value>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Value?>
    let count: Int

    init(count: Int) {
        self.count = count
        storage = UnsafeMutablePointer<Value?>.allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        storage.deinitialize(count: max(count, 1))
        storage.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { storage[index] }
        set { storage[index] = newValue }
    }
}
