/// Why the ratio of two sets of readings describes only the moments they were taken.
///
/// A spot's light changes with the sun's height over the year and its position over the day,
/// and two spots change differently (a south window gets the winter sun, a north one never
/// does). A ratio between readings taken far apart in season or in time of day mixes that
/// change into the difference between the spots. The thresholds are
/// ``ReadingTimes/monthsApart`` and ``ReadingTimes/minutesApart``.
public enum ComparisonCaution: Sendable, Hashable {
  /// A month of one set is at least ``ReadingTimes/monthsApart`` months from every month of
  /// the other.
  case monthsApart(first: ReadingTimes, second: ReadingTimes)
  /// A time of day of one set is at least ``ReadingTimes/minutesApart`` minutes from every
  /// time of day of the other.
  case timesOfDayApart(first: ReadingTimes, second: ReadingTimes)

  /// The cautions that apply to sets taken at `first` and `second`, seasons first.
  public static func cautions(_ first: ReadingTimes, _ second: ReadingTimes)
    -> [ComparisonCaution]
  {
    var cautions: [ComparisonCaution] = []
    if ReadingTimes.monthGap(first, second) >= ReadingTimes.monthsApart {
      cautions.append(.monthsApart(first: first, second: second))
    }
    if ReadingTimes.minutesOfDayGap(first, second) >= ReadingTimes.minutesApart {
      cautions.append(.timesOfDayApart(first: first, second: second))
    }
    return cautions
  }
}
