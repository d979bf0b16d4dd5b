@testable import SolspotKit

/// The day curve computed the plain way, as docs/method.md section 8 states it, for the tests
/// that hold the library's fast path to it: every reading decoded whole, the sun's elevation
/// and the normal quantile worked out afresh for each reading and shift, quarter hours
/// grouped in a dictionary of lists.
struct ReferenceDayCurve {
  /// An hour's daylight and lamp: points and ends.
  var hours: [(daylight: HourLight, lamp: HourLight)] = []
  /// The times of the readings used, with their role and lux, oldest first.
  var used: [(unix: Int64, role: CurveReading.Role, lux: Double)] = []

  static let shifts = [0, -ZoneMeridian.errorMinutes, ZoneMeridian.errorMinutes]

  init(readings: [Reading], location: SpotLocation, lamp: LampSchedule?) throws(DayCurveError) {
    let ordered = readings.sorted { $0.takenAt < $1.takenAt }
    guard let latest = ordered.last?.takenAt else { throw .noReadings }
    let hasDaylight = lamp?.hasDaylight ?? true
    if hasDaylight, location.latitude == nil { throw .needsLatitude(location) }
    let local = latest.local
    let dayStart =
      Timestamp.days(fromCivil: local.year, local.month, local.day) * 86_400
      - Int64(latest.utcOffsetMinutes) * 60
    let sun =
      hasDaylight
      ? SunPath(
        latitude: location.latitude ?? 0,
        longitude: Double(latest.utcOffsetMinutes) / 4) : nil
    let earliest = latest.secondsSince1970 - 91 * 86_400
    let curveNoon = sun?.noonElevation(unix: Double(dayStart) + 43_200)
    var lampReadings: [(log2: Double, lower: Double, upper: Double)] = []
    var mixed: [(unix: Int64, point: Double, lower: Double, upper: Double)] = []
    var daylight: [(unix: Int64, lux: Double, lower: Double, upper: Double)] = []
    for reading in ordered {
      guard case .estimate(let point, let interval) = reading.value else { continue }
      let z = NormalDistribution.quantile(interval.confidence.upperTail)
      let lower = Math.log2(point / interval.lower) / z
      let upper = Math.log2(interval.upper / point) / z
      let unix = reading.takenAt.secondsSince1970
      if unix < earliest { continue }
      if let sun, let curveNoon, abs(sun.noonElevation(unix: Double(unix)) - curveNoon) > 5 {
        continue
      }
      let clock = reading.takenAt.local
      let lampOn = lamp?.isOn(atMinute: Double(clock.hour * 60 + clock.minute)) ?? false
      guard let sun else {
        if lampOn {
          lampReadings.append((Math.log2(point), lower, upper))
          used.append((unix, .lamp, point))
        }
        continue
      }
      let elevations = Self.shifts.map { sun.elevation(unix: Double(unix), shiftMinutes: $0) }
      if lampOn {
        if elevations.allSatisfy({ $0 < -6 }) {
          lampReadings.append((Math.log2(point), lower, upper))
          used.append((unix, .lamp, point))
        } else {
          mixed.append((unix, point, lower, upper))
        }
      } else if elevations[0] >= 0 {
        daylight.append((unix, point, lower, upper))
      }
    }
    var level: (log2: Double, lower: Double, upper: Double)?
    if !lampReadings.isEmpty {
      let n = Double(lampReadings.count)
      let mean = lampReadings.map(\.log2).reduce(0, +) / n
      var scatter = 0.0
      for reading in lampReadings where lampReadings.count > 1 {
        scatter += (reading.log2 - mean) * (reading.log2 - mean) / (n - 1)
      }
      level = (
        mean, (lampReadings.map { $0.lower * $0.lower }.reduce(0, +) / n + scatter).squareRoot(),
        (lampReadings.map { $0.upper * $0.upper }.reduce(0, +) / n + scatter).squareRoot()
      )
    }
    if !mixed.isEmpty, level == nil, let lamp { throw .lampNotMeasured(lamp) }
    for reading in mixed {
      let rest = reading.point - Math.exp2(level?.log2 ?? -Double.infinity)
      if rest > 0.1 * reading.point {
        daylight.append((reading.unix, rest, reading.lower, reading.upper))
      }
    }
    daylight.sort { $0.unix < $1.unix }
    used += daylight.map { ($0.unix, .daylight, $0.lux) }
    used.sort { $0.unix < $1.unix }
    let z = NormalDistribution.quantile(0.95)
    for hour in 0..<24 {
      let minutesOn = Double(
        (0..<60).filter { lamp?.isOn(atMinute: Double(hour * 60 + $0)) == true }.count)
      var lampLight = HourLight.dark
      if let level {
        lampLight = HourLight(
          point: Math.exp2(level.log2), lower: Math.exp2(level.log2 - z * level.lower),
          upper: Math.exp2(level.log2 + z * level.upper)
        ).scaled(by: minutesOn / 60)
      }
      hours.append((.dark, lampLight))
    }
    guard let sun else {
      if lampReadings.isEmpty, let lamp { throw .lampNotMeasured(lamp) }
      return
    }
    guard !daylight.isEmpty else { throw .noDaylightReadings(leftOut: [:]) }
    var point = [Double](repeating: 0, count: 24)
    var lowest = [Double](repeating: .infinity, count: 24)
    var highest = [Double](repeating: 0, count: 24)
    for (index, shift) in Self.shifts.enumerated() {
      let bins = Self.bins(daylight, sun: sun, shift: shift, offset: latest.utcOffsetMinutes)
      for hour in 0..<24 {
        var sums = (0.0, 0.0, 0.0)
        for quarter in 0..<4 {
          let minute = Double(hour * 60) + 7.5 + Double(quarter) * 15
          let outdoor = DaylightShape.lux(
            elevation: sun.elevation(unix: Double(dayStart) + minute * 60, shiftMinutes: shift))
          if outdoor <= 0 { continue }
          let (log2, sigmaLower, sigmaUpper, distance) = Self.interpolate(bins, at: minute)
          let growth = 0.5 * distance / 60
          let value = Math.exp2(log2) * outdoor
          sums.0 += value / 4
          sums.1 +=
            value * Math.exp2(-z * (sigmaLower * sigmaLower + growth * growth).squareRoot()) / 4
          sums.2 +=
            value * Math.exp2(z * (sigmaUpper * sigmaUpper + growth * growth).squareRoot()) / 4
        }
        if index == 0 { point[hour] = sums.0 }
        lowest[hour] = min(lowest[hour], sums.1)
        highest[hour] = max(highest[hour], sums.2)
      }
    }
    for hour in 0..<24 {
      hours[hour].daylight = HourLight(
        point: point[hour], lower: lowest[hour].isFinite ? lowest[hour] : 0,
        upper: highest[hour])
    }
  }

  /// Quarter-hour bins: (mean minute, mean log2 fraction, σ below, σ above), by time of day.
  static func bins(
    _ daylight: [(unix: Int64, lux: Double, lower: Double, upper: Double)], sun: SunPath,
    shift: Double, offset: Int
  ) -> [(Double, Double, Double, Double)] {
    var groups: [Int: [(minute: Double, fraction: Double, lower: Double, upper: Double)]] = [:]
    for reading in daylight {
      let clock = (Double(reading.unix) + Double(offset) * 60) / 60
      let minute = clock - (clock / 1_440).rounded(.down) * 1_440
      let elevation = max(2, sun.elevation(unix: Double(reading.unix), shiftMinutes: shift))
      let fraction = Math.log2(reading.lux) - Math.log2(DaylightShape.lux(elevation: elevation))
      groups[Int(minute / 15), default: []].append((minute, fraction, reading.lower, reading.upper))
    }
    return groups.keys.sorted().map { key in
      let members = groups[key] ?? []
      let n = Double(members.count)
      let mean = members.map(\.fraction).reduce(0, +) / n
      let scatter =
        n > 1
        ? members.map { ($0.fraction - mean) * ($0.fraction - mean) }.reduce(0, +) / (n - 1) : 0
      return (
        members.map(\.minute).reduce(0, +) / n, mean,
        (members.map { $0.lower * $0.lower }.reduce(0, +) / n + scatter).squareRoot(),
        (members.map { $0.upper * $0.upper }.reduce(0, +) / n + scatter).squareRoot()
      )
    }
  }

  /// The fraction at `minute`: linear between bins, flat beyond the ends; and the distance to
  /// the bins on either side.
  static func interpolate(_ bins: [(Double, Double, Double, Double)], at minute: Double)
    -> (Double, Double, Double, Double)
  {
    guard let first = bins.first, let last = bins.last else { return (0, 0, 0, 0) }
    if minute <= first.0 { return (first.1, first.2, first.3, first.0 - minute) }
    if minute >= last.0 { return (last.1, last.2, last.3, minute - last.0) }
    let after = bins.firstIndex { $0.0 >= minute } ?? 1
    let a = bins[after - 1]
    let b = bins[after]
    let w = (minute - a.0) / (b.0 - a.0)
    return (
      a.1 + w * (b.1 - a.1), a.2 + w * (b.2 - a.2), a.3 + w * (b.3 - a.3),
      min(minute - a.0, b.0 - minute)
    )
  }
}
