/// When a set of readings was taken, as far as light cares: the months of the year and the
/// times of day, on each reading's own local clock.
///
/// A spot's light changes with the sun's height, so a level or a ratio describes the moments
/// its readings were taken. These figures let a comparison say when two sets were taken far
/// apart (``LightComparison/cautions``) and a level say when it mixes seasons
/// (``spansSeasons``).
///
/// Properties: `months` holds 1 to 12, distinct, ascending; `minutesOfDay` holds 0 to 1439,
/// distinct, ascending; both are empty exactly when there are no readings.
public struct ReadingTimes: Sendable, Hashable {
  /// The local months of the readings (1 is January), distinct, ascending.
  public let months: [Int]
  /// The local times of day of the readings, in minutes after midnight, distinct, ascending.
  public let minutesOfDay: [Int]
  /// The earliest reading's time, when there is one.
  public let first: Timestamp?
  /// The latest reading's time, when there is one.
  public let last: Timestamp?
  /// Every reading's time, in the order of the readings, for what depends on each moment
  /// (``LevelTiming``: where the sun stood).
  public let moments: [Timestamp]

  /// The months longer than a season: readings spread over more than three consecutive months
  /// mix seasons.
  public static let seasonMonths = 3
  /// Two sets are a season apart when a month of one is at least this many months from every
  /// month of the other: 2, so December against January is close and December against
  /// February is not (the noon sun at 50° N stands about 9° higher in late February).
  public static let monthsApart = 2
  /// Two sets are far apart in the day when a time of one is at least this many minutes from
  /// every time of the other: 120, two hours, in which the sun moves 30° and direct sun comes
  /// onto a windowsill or leaves it.
  public static let minutesApart = 120

  /// The times of `readings`.
  public init(_ readings: [Reading]) {
    months = Array(Set(readings.map(\.takenAt.local.month))).sorted()
    minutesOfDay = Array(
      Set(readings.map { $0.takenAt.local.hour * 60 + $0.takenAt.local.minute })
    ).sorted()
    moments = readings.map(\.takenAt)
    first = moments.min()
    last = moments.max()
  }

  /// The fewest consecutive months (wrapping from December to January) that hold every
  /// month of the readings: 1 for readings all in March, 2 for December and January, 7 for
  /// January and July; 0 without readings.
  public var monthArc: Int {
    guard !months.isEmpty else { return 0 }
    // The arc is 12 minus the longest run of months without readings.
    var largestGap = 0
    for (index, month) in months.enumerated() {
      let next = months[(index + 1) % months.count]
      let gap = (next - month + 12) % 12
      largestGap = max(largestGap, gap == 0 ? 12 : gap)
    }
    return 12 - largestGap + 1
  }

  /// Whether the readings span more months than one season holds, so that their level
  /// averages seasons together.
  public var spansSeasons: Bool { monthArc > Self.seasonMonths }

  /// The seasons of the readings' months in `hemisphere`, in year order.
  public func seasons(in hemisphere: Hemisphere) -> [Season] {
    let found = Set(months.map { Season.of(month: $0, in: hemisphere) })
    return Season.yearOrder.filter(found.contains)
  }

  /// The farthest any month of one set is from the nearest month of the other, in months
  /// (0 to 6); 0 when either has no readings.
  public static func monthGap(_ a: ReadingTimes, _ b: ReadingTimes) -> Int {
    gap(a.months, b.months, period: 12)
  }

  /// The farthest any time of day of one set is from the nearest time of day of the other,
  /// in minutes (0 to 720, across midnight); 0 when either has no readings.
  public static func minutesOfDayGap(_ a: ReadingTimes, _ b: ReadingTimes) -> Int {
    gap(a.minutesOfDay, b.minutesOfDay, period: 1_440)
  }

  private static func gap(_ a: [Int], _ b: [Int], period: Int) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return 0 }
    func nearest(_ value: Int, in others: [Int]) -> Int {
      others.map { other in
        let difference = abs(value - other) % period
        return min(difference, period - difference)
      }.min() ?? 0
    }
    let forward = a.map { nearest($0, in: b) }.max() ?? 0
    let backward = b.map { nearest($0, in: a) }.max() ?? 0
    return max(forward, backward)
  }

  /// The month after the longest run of months without readings (1 is January), where a
  /// list of the months begins so that a run across the new year stays one run; `nil`
  /// without readings.
  public var startOfArc: Int? {
    guard !months.isEmpty else { return nil }
    var best = (gap: -1, start: months[0])
    for (index, month) in months.enumerated() {
      let next = months[(index + 1) % months.count]
      let gap = (next - month + 12) % 12
      let size = gap == 0 ? 12 : gap
      if size > best.gap || (size == best.gap && next < best.start) { best = (size, next) }
    }
    return best.start
  }
}
