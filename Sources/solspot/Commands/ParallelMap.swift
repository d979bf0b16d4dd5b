import Dispatch
import Foundation
import SolspotKit

/// Maps a function over items on several threads and returns the results in the items' order.
///
/// Each worker takes the next item not yet taken, so that a worker the system holds back (on a
/// machine shared with other work) leaves its share to the others instead of making them wait.
/// Worker `w` uses `states[w]`: a cache it may update, kept for the next call, so that a batch
/// mapped a window at a time builds each cached value once per worker rather than once per
/// window. Used by `solspot lux
/// PHOTO...`, where reading and rendering a file is independent of every other file.
enum ParallelMap {
  static func map<Item: Sendable, State: Sendable, Output: Sendable>(
    _ items: [Item], states: inout [State],
    _ transform: @Sendable (Item, inout State) throws -> Output
  ) throws -> [Output] {
    precondition(!states.isEmpty, "ParallelMap needs at least one worker's state")
    let slots = Slots<Output>(count: items.count)
    let kept = Slots<State>(count: states.count)
    let workers = max(1, min(states.count, items.count))
    let initial = states
    let next = NextIndex()
    // Task-locals stay on the calling thread: each worker binds the printed unit again.
    let unit = Illuminance.unit
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      Illuminance.$unit.withValue(unit) {
        var state = initial[worker]
        while let index = next.take(below: items.count) {
          slots.set(index, Result { try transform(items[index], &state) })
        }
        kept.set(worker, .success(state))
      }
    }
    for worker in 0..<workers {
      if let state = try kept.value(worker) { states[worker] = state }
    }
    return try slots.values()
  }
}

/// The next item to map, handed to one worker at a time.
///
/// `@unchecked Sendable` because the counter is only read and written under the lock.
private final class NextIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0

  /// The next index, or `nil` once all `count` are taken.
  func take(below count: Int) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}

/// Result slots written from several threads.
///
/// `@unchecked Sendable` because each slot is written by exactly one worker (the one that took
/// its index) and read only after `concurrentPerform` has returned (which orders every write
/// before the reads); the storage is raw memory, so distinct slots never share an array's
/// copy-on-write check.
private final class Slots<Output>: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<Result<Output, any Error>?>
  private let count: Int

  init(count: Int) {
    self.count = count
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil, count: count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  func set(_ index: Int, _ value: Result<Output, any Error>) { storage[index] = value }

  /// The value of slot `index`, `nil` if it was not filled, or its error.
  func value(_ index: Int) throws -> Output? { try storage[index]?.get() }

  /// The outputs in order, or the first error.
  func values() throws -> [Output] {
    try (0..<count).map { index in
      guard let result = storage[index] else { preconditionFailure("slot \(index) was not filled") }
      return try result.get()
    }
  }
}
