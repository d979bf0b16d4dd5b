/// One moment of daylight in a season at a latitude: the sun's height and compass direction on
/// a day of the season, at an hour of the working day.
///
/// The sun's declination by Cooper's formula (Cooper, "The absorptance of solar radiation in
/// solar stills", Solar Energy 12 (1969) 333), as docs/uncertainty.md quotes it for the months
/// apart warning, and its position by the spherical triangle of latitude φ, declination δ and
/// hour angle H (15° an hour from solar noon):
///
/// ```
/// δ     = 23.45° · sin(360° · (284 + n)/365)          n: the day of the year
/// sin α = sin φ · sin δ + cos φ · cos δ · cos H        α: the sun's elevation
/// cos A = (sin δ − sin α · sin φ) / (cos α · cos φ)    A: azimuth from north, east of it
///                                                       before noon, west after
/// ```
///
/// Assumptions: summer is June to August and winter December to February (meteorological
/// seasons of the northern hemisphere; the southern ones mirror them); a working day runs from
/// 09:00 to 17:00 solar time; a moment whose sun stands below ``minimumElevation`` is drawn
/// again (a reading that close to sunrise or sunset says little of the day's light, and the
/// output says so).
public struct SeasonMoment: Sendable, Hashable {
  /// The two seasons a spot is compared in: those of the solstices.
  public enum SolsticeSeason: String, Sendable, Hashable, CaseIterable {
    /// June to August (northern hemisphere).
    case summer
    /// December to February.
    case winter

    /// The season's days of the year, 1 to 365 (winter wraps past the new year).
    var days: [ClosedRange<Int>] {
      switch self {
      case .summer: [152...243]
      case .winter: [335...365, 1...59]
      }
    }
  }

  /// The day of the year, 1 to 365.
  public let day: Int
  /// The solar time, hours from midnight.
  public let hour: Double
  /// The sun's declination, degrees.
  public let declination: Double
  /// The sun's elevation, degrees.
  public let elevation: Double
  /// The sun's azimuth, degrees clockwise from north.
  public let azimuth: Double

  /// The lowest sun a moment keeps, degrees.
  public static let minimumElevation = 5.0
  /// The working day, solar hours.
  public static let workingDay = 9.0...17.0

  /// The moment on `day` at `hour` (solar time) at `latitude` (degrees, north positive).
  public init(day: Int, hour: Double, latitude: Double) {
    let radians = Double.pi / 180
    let declination = Self.declination(day: day)
    let phi = latitude * radians
    let delta = declination * radians
    let hourAngle = 15 * (hour - 12) * radians
    let sine =
      Math.sin(phi) * Math.sin(delta) + Math.cos(phi) * Math.cos(delta) * Math.cos(hourAngle)
    let alpha = Math.asin(min(1, max(-1, sine)))
    let denominator = max(1e-9, Math.cos(alpha) * Math.cos(phi))
    let cosine = (Math.sin(delta) - Math.sin(alpha) * Math.sin(phi)) / denominator
    let fromNorth = Math.acos(min(1, max(-1, cosine))) / radians
    self.day = day
    self.hour = hour
    self.declination = declination
    self.elevation = alpha / radians
    self.azimuth = hour <= 12 ? fromNorth : 360 - fromNorth
  }

  /// δ on day `day` of the year by Cooper's formula, degrees.
  public static func declination(day: Int) -> Double {
    23.45 * Math.sin(2 * Double.pi * Double(284 + day) / 365)
  }

  /// A moment of `season` at `latitude`: a day of the season and an hour of the working day,
  /// drawn again until the sun stands at least ``minimumElevation`` high; `nil` when it never
  /// does in 40 draws.
  static func draw(
    _ season: SolsticeSeason, latitude: Double, using generator: inout SplitMix64
  ) -> SeasonMoment? {
    for _ in 0..<40 {
      let ranges = season.days
      let total = ranges.reduce(0) { $0 + $1.count }
      var index = Int.random(in: 0..<total, using: &generator)
      var day = ranges[0].lowerBound
      for range in ranges {
        if index < range.count {
          day = range.lowerBound + index
          break
        }
        index -= range.count
      }
      let hour = Double.random(in: workingDay, using: &generator)
      let moment = SeasonMoment(day: day, hour: hour, latitude: latitude)
      if moment.elevation >= minimumElevation { return moment }
    }
    return nil
  }
}
