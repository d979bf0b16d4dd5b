/// A meteorological season: three whole calendar months.
///
/// In the northern hemisphere winter is December to February, spring March to May, summer
/// June to August and autumn September to November; in the southern hemisphere each is shifted
/// by six months (summer is December to February). Meteorological seasons are used rather
/// than astronomical ones because whole months are what people remember and what a reading's
/// local date says without an ephemeris. Source: the World Meteorological Organization's and
/// national weather services' convention of three-month seasons (DJF, MAM, JJA, SON).
public enum Season: String, Sendable, Hashable, CaseIterable, Codable {
  /// December to February in the north; June to August in the south.
  case winter
  /// March to May in the north; September to November in the south.
  case spring
  /// June to August in the north; December to February in the south.
  case summer
  /// September to November in the north; March to May in the south.
  case autumn

  /// The season of calendar `month` (1 to 12) in `hemisphere`.
  ///
  /// - Precondition: `1 <= month <= 12`.
  public static func of(month: Int, in hemisphere: Hemisphere) -> Season {
    precondition((1...12).contains(month), "a month is 1 to 12")
    let northern: Season =
      switch month {
      case 12, 1, 2: .winter
      case 3, 4, 5: .spring
      case 6, 7, 8: .summer
      default: .autumn
      }
    return hemisphere == .north ? northern : northern.opposite
  }

  /// The season six months away.
  public var opposite: Season {
    switch self {
    case .winter: .summer
    case .spring: .autumn
    case .summer: .winter
    case .autumn: .spring
    }
  }

  /// The three months of the season in `hemisphere`, first to last (1 is January).
  public func months(in hemisphere: Hemisphere) -> [Int] {
    let start: Int =
      switch hemisphere == .north ? self : opposite {
      case .winter: 12
      case .spring: 3
      case .summer: 6
      case .autumn: 9
      }
    return (0..<3).map { (start - 1 + $0) % 12 + 1 }
  }

  /// The first month of the season in `hemisphere`.
  public func firstMonth(in hemisphere: Hemisphere) -> Int { months(in: hemisphere)[0] }

  /// The seasons in the order of a year starting with winter.
  public static let yearOrder: [Season] = [.winter, .spring, .summer, .autumn]
}
