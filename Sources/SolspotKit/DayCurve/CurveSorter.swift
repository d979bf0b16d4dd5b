/// Sorts a spot's readings for its day curve: daylight readings, lamp readings, and those left
/// out with the reason (``CurveReading/LeftOut``).
struct CurveSorter {
  /// What the sorting found.
  struct Sorted {
    /// Each reading with its role, oldest first.
    var uses: [CurveReading]
    /// The daylight readings as bins, one set per solar-time shift (the meridian first).
    var anchors: [AnchorBins]
    /// The lamp readings: log2 lux and error.
    var lamp: [(log2: Double, error: StopsError)]

    /// The lamp's level: the mean of its readings in stops, its error the root mean square
    /// of theirs with their scatter added; `nil` without lamp readings.
    func lampLevel(z: Double) -> HourLight? {
      guard !lamp.isEmpty else { return nil }
      let n = Double(lamp.count)
      let mean = lamp.reduce(0) { $0 + $1.log2 } / n
      let scatter =
        lamp.count > 1 ? lamp.reduce(0) { $0 + ($1.log2 - mean) * ($1.log2 - mean) } / (n - 1) : 0
      let lower = (lamp.reduce(0) { $0 + $1.error.lower * $1.error.lower } / n + scatter)
        .squareRoot()
      let upper = (lamp.reduce(0) { $0 + $1.error.upper * $1.error.upper } / n + scatter)
        .squareRoot()
      return HourLight(
        point: Math.exp2(mean), lower: Math.exp2(mean - z * lower),
        upper: Math.exp2(mean + z * upper))
    }
  }

  let sun: SunPath?
  let lamp: LampSchedule?
  let latest: Timestamp
  let dayStart: Int64
  let shifts: [Double]

  /// Sorts `readings` (oldest first).
  ///
  /// - Throws: ``DayCurveError/lampNotMeasured(_:)`` when readings were taken under the lamp in
  ///   daylight but none measured the lamp alone; ``DayCurveError/noDaylightReadings(leftOut:)``
  ///   when daylight is modelled and no reading can set it.
  mutating func sort(_ readings: [Reading]) throws(DayCurveError) -> Sorted {
    let earliest = latest.secondsSince1970 - Int64(SeasonDrift.seasonDays) * 86_400
    let curveNoon = sun?.noonElevation(unix: Double(dayStart) + 43_200)
    var roles: [CurveReading.Role?] = Array(repeating: nil, count: readings.count)
    var mixed: [Int] = []
    var lampReadings: [(log2: Double, error: StopsError)] = []
    var daylight: [(index: Int, lux: Double)] = []
    for (index, reading) in readings.enumerated() {
      let unix = Double(reading.takenAt.secondsSince1970)
      guard let point = reading.value.point, StopsError(reading.value) != nil else {
        roles[index] = .leftOut(.bound)
        continue
      }
      if reading.takenAt.secondsSince1970 < earliest {
        roles[index] = .leftOut(.otherSeason)
        continue
      }
      if let sun, let curveNoon,
        abs(sun.noonElevation(unix: unix) - curveNoon) > SeasonDrift.noonElevationDegrees
      {
        roles[index] = .leftOut(.otherSeason)
        continue
      }
      let clock = reading.takenAt.local
      let lampOn = lamp?.isOn(atMinute: Double(clock.hour * 60 + clock.minute)) ?? false
      guard let sun else {
        roles[index] = lampOn ? .lamp : .leftOut(.lampOff)
        if lampOn, let error = StopsError(reading.value) {
          lampReadings.append((Math.log2(point), error))
        }
        continue
      }
      let elevations = shifts.map { sun.elevation(unix: unix, shiftMinutes: $0) }
      if lampOn {
        if elevations.allSatisfy({ $0 < DaylightShape.nightElevation }),
          let error = StopsError(reading.value)
        {
          roles[index] = .lamp
          lampReadings.append((Math.log2(point), error))
        } else {
          mixed.append(index)
        }
      } else if elevations[0] < 0 {
        roles[index] = .leftOut(.sunDown)
      } else {
        daylight.append((index, point))
      }
    }
    let sorted = Sorted(uses: [], anchors: [], lamp: lampReadings)
    let level = sorted.lampLevel(z: 0)?.point
    if !mixed.isEmpty, level == nil, let lamp { throw .lampNotMeasured(lamp) }
    for index in mixed {
      let total = readings[index].value.point ?? 0
      let rest = total - (level ?? 0)
      if rest > 0.1 * total {
        daylight.append((index, rest))
      } else {
        roles[index] = .leftOut(.lampDominated)
      }
    }
    var anchors: [Anchor] = []
    for (index, lux) in daylight.sorted(by: { $0.index < $1.index }) {
      guard let error = StopsError(readings[index].value) else { continue }
      roles[index] = .daylight
      let unix = Double(readings[index].takenAt.secondsSince1970)
      let clock = (unix + Double(latest.utcOffsetMinutes) * 60) / 60
      let minute = clock - (clock / 1_440).rounded(.down) * 1_440
      anchors.append(Anchor(unix: unix, minute: minute, log2Lux: Math.log2(lux), error: error))
    }
    let daylightLux = Dictionary(daylight.map { ($0.index, $0.lux) }) { first, _ in first }
    let uses = readings.enumerated().map { index, reading in
      let role = roles[index] ?? .leftOut(.sunDown)
      let lux: Double? =
        switch role {
        case .daylight: daylightLux[index]
        case .lamp: reading.value.point
        case .leftOut: nil
        }
      return CurveReading(takenAt: reading.takenAt, lux: lux, role: role)
    }
    if let sun {
      guard !anchors.isEmpty else {
        var counts: [CurveReading.LeftOut: Int] = [:]
        for use in uses { if case .leftOut(let why) = use.role { counts[why, default: 0] += 1 } }
        throw .noDaylightReadings(leftOut: counts)
      }
      let bins = shifts.map { shift in
        AnchorBins(anchors) { sun.elevation(unix: $0, shiftMinutes: shift) }
      }
      return Sorted(uses: uses, anchors: bins, lamp: lampReadings)
    }
    if lampReadings.isEmpty, let lamp { throw .lampNotMeasured(lamp) }
    return Sorted(uses: uses, anchors: [], lamp: lampReadings)
  }
}
