/// The samples of the last `settleSeconds` during which every gate passed: a ring buffer of
/// fixed capacity, so a gate's memory never grows with the length of a capture.
///
/// The window keeps the newest sample at or before its start, so that once it has held
/// `settleSeconds` it always covers at least that long (to within ``timeTolerance``), however
/// the sample times fall. Samples closer together than 1/`maximumSampleRate` are thinned out,
/// so the window covers its whole duration at any sample rate; if it ever fills anyway, the
/// oldest sample goes first. The smallest and largest scene EV are kept up to date as samples
/// come and go, so the spread costs nothing per sample; only when one of them leaves is the
/// window scanned.
struct SettledWindow: Sendable {
  /// One sample as the window keeps it.
  struct Entry: Sendable, Hashable {
    let time: Double
    let sceneEV: Double
    let settings: Exposure
    let clippedFraction: Double?
  }

  /// How far apart two times may be and still count as the same, in seconds: far below a
  /// frame's spacing, and far above the rounding of a sample time (at most 2 µs for times
  /// within ``CaptureSample/timestampLimit``), so that a window of 30 samples 1/30 s apart
  /// covers its second even when `1.1 − 0.1` comes out a hair under 1.
  static let timeTolerance = 1e-5

  /// The most entries the window holds.
  let capacity: Int
  /// How far back the window reaches, in seconds.
  let duration: Double
  /// The least time between two entries, in seconds.
  let minimumSpacing: Double

  private var storage: [Entry] = []
  private var head = 0
  private(set) var count = 0
  private var lowest = Double.infinity
  private var highest = -Double.infinity
  private var extremesAreStale = false
  private var scratch: [Double] = []

  init(thresholds: GateThresholds) {
    capacity = thresholds.windowCapacity
    duration = thresholds.settleSeconds
    minimumSpacing = 1 / thresholds.maximumSampleRate
    storage.reserveCapacity(capacity)
    scratch.reserveCapacity(capacity)
  }

  /// Whether the window holds no samples.
  var isEmpty: Bool { count == 0 }

  /// The storage index of the entry `offset` places after the oldest (a subtraction instead of
  /// a remainder: this runs for every sample).
  private func slot(_ offset: Int) -> Int {
    let index = head + offset
    return index >= capacity ? index - capacity : index
  }

  /// The oldest entry's time, if any.
  var oldestTime: Double? { count == 0 ? nil : storage[head].time }

  /// The time from the oldest entry to `time`, 0 when empty.
  func span(to time: Double) -> Double { count == 0 ? 0 : time - storage[head].time }

  /// Empties the window, keeping its storage.
  mutating func removeAll() {
    head = 0
    count = 0
    lowest = .infinity
    highest = -.infinity
    extremesAreStale = false
  }

  /// Adds a sample at `time`, first dropping the oldest entries while the one after them is
  /// itself at least `duration` before `time` (within ``timeTolerance``): the window keeps
  /// the newest entry at or before its start.
  ///
  /// A sample closer than ``minimumSpacing`` to the newest entry is left out (the window
  /// stays as it was, apart from the dropping).
  mutating func append(
    time: Double, sceneEV: Double, settings: Exposure, clippedFraction: Double?
  ) {
    let cutoff = time - duration + Self.timeTolerance
    while count > 1, storage[slot(1)].time <= cutoff { removeOldest() }
    if count > 0, time - storage[slot(count - 1)].time < minimumSpacing { return }
    if count == capacity { removeOldest() }
    let entry = Entry(
      time: time, sceneEV: sceneEV, settings: settings, clippedFraction: clippedFraction)
    let next = slot(count)
    if next == storage.count { storage.append(entry) } else { storage[next] = entry }
    count += 1
    if !extremesAreStale {
      lowest = min(lowest, sceneEV)
      highest = max(highest, sceneEV)
    }
  }

  private mutating func removeOldest() {
    let leaving = storage[head].sceneEV
    head = slot(1)
    count -= 1
    if leaving == lowest || leaving == highest { extremesAreStale = true }
    if count == 0 { removeAll() }
  }

  /// The spread of scene EV over the window: largest minus smallest, 0 when empty.
  mutating func range() -> Double {
    guard count > 0 else { return 0 }
    if extremesAreStale {
      lowest = .infinity
      highest = -.infinity
      for offset in 0..<count {
        let value = storage[slot(offset)].sceneEV
        lowest = min(lowest, value)
        highest = max(highest, value)
      }
      extremesAreStale = false
    }
    return highest - lowest
  }

  /// The median, spread and span of the window, and the median clipped fraction.
  ///
  /// - Precondition: the window is not empty.
  mutating func statistics() -> WindowStatistics {
    precondition(count > 0, "statistics of an empty window")
    scratch.removeAll(keepingCapacity: true)
    for offset in 0..<count {
      if let fraction = storage[slot(offset)].clippedFraction { scratch.append(fraction) }
    }
    let clipped = scratch.isEmpty ? nil : WindowStatistics.Summary(&scratch).median
    scratch.removeAll(keepingCapacity: true)
    for offset in 0..<count { scratch.append(storage[slot(offset)].sceneEV) }
    let summary = WindowStatistics.Summary(&scratch)
    var representative = storage[head]
    for offset in 0..<count {
      let entry = storage[slot(offset)]
      if abs(entry.sceneEV - summary.median) < abs(representative.sceneEV - summary.median) {
        representative = entry
      }
    }
    return WindowStatistics(
      medianSceneEV: summary.median, spreadEV: summary.standardDeviation, sampleCount: count,
      start: storage[head].time, end: storage[slot(count - 1)].time,
      representativeSettings: representative.settings, clippedFraction: clipped)
  }
}
