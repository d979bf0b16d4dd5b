import Dispatch
import SolspotKit

/// Maps a function over items on several threads and returns the results in the items' order.
///
/// Worker `w` of `states.count` handles items `w`, `w + n`, `w + 2n`, …, with `states[w]`: a
/// cache it may update, kept for the next call, so that a batch mapped a window at a time
/// builds each cached value once per worker rather than once per window. Used by `solspot lux
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
    // Task-locals stay on the calling thread: each worker binds the printed unit again.
    let unit = Illuminance.unit
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      Illuminance.$unit.withValue(unit) {
        var state = initial[worker]
        var index = worker
        while index < items.count {
          slots.set(index, Result { try transform(items[index], &state) })
          index += workers
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

/// Result slots written from several threads.
///
/// `@unchecked Sendable` because each slot is written by exactly one worker and read only after
/// `concurrentPerform` has returned (which orders every write before the reads); the storage is
/// raw memory, so distinct slots never share an array's copy-on-write check.
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
