/// Values worked out once and shared by the copies of a value type and by threads: the error
/// distributions an estimator or a re-derivation prepares for the readings that share them.
///
/// The keys are few (a device's geometries, capture spreads and confidences), so they are kept
/// in a list: comparing a handful of keys costs less than hashing one. Past ``capacity`` the
/// cache starts again rather than grow without bound.
final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  // @unchecked: `kept` is the only mutable state, read and written only while `lock` is held.

  /// Keys kept at most.
  let capacity: Int
  private let lock = Lock()
  private var kept: [(key: Key, value: Value)] = []

  /// An empty cache that keeps at most `capacity` keys.
  init(capacity: Int = 64) {
    precondition(capacity >= 1, "a cache keeps at least one key")
    self.capacity = capacity
  }

  /// The value for `key`, if it was kept.
  func value(for key: Key) -> Value? {
    lock.withLock { kept.first { $0.key == key }?.value }
  }

  /// Keeps `value` for `key` and returns what is kept: `value`, or what another thread kept
  /// for that key first.
  func keep(_ value: Value, for key: Key) -> Value {
    lock.withLock {
      if let found = kept.first(where: { $0.key == key }) { return found.value }
      if kept.count >= capacity { kept.removeAll(keepingCapacity: true) }
      kept.append((key, value))
      return value
    }
  }
}
