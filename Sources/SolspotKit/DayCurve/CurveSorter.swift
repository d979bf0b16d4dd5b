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

  /// A daylight reading before the lamp's level is known: its index, its lux as the curve
  /// uses it (less the lamp's, for one taken under the lamp), and the sun when it was taken.
  private struct Candidate {
    let index: Int
    var lux: Double
    let sines: ShiftedSines
  }

  let window: CurveWindow
  let lamp: LampSchedule?
  /// The shift of solar time either side of the meridian, in minutes.
  let shift: ShiftedSines.Shift

  /// The sine of ``DaylightShape/nightElevation``: below it the sun gives no daylight.
  private static let nightSine = Math.sin(SolarCalculator.radians(DaylightShape.nightElevation))

  /// Sorts `samples` (oldest first).
  ///
  /// One pass, with the sun computed once per reading (its sine at the meridian and both
  /// shifts) and the season once per UTC day.
  ///
  /// - Throws: ``DayCurveError/lampNotMeasured(_:)`` when readings were taken under the lamp in
  ///   daylight but none measured the lamp alone; ``DayCurveError/noDaylightReadings(leftOut:)``
  ///   when daylight is modelled and no reading can set it.
  func sort(_ samples: [CurveSample]) throws(DayCurveError) -> Sorted {
    let sun = window.sun
    var quantiles = StopsError.Quantiles()
    var roles: [CurveReading.Role?] = Array(repeating: nil, count: samples.count)
    var errors: [StopsError?] = Array(repeating: nil, count: samples.count)
    var mixed: [Candidate] = []
    var lampReadings: [(log2: Double, error: StopsError)] = []
    var daylight: [Candidate] = []
    for (index, sample) in samples.enumerated() {
      let unix = sample.takenAt.secondsSince1970
      guard case .estimate(let point, let interval) = sample.value, point > 0 else {
        roles[index] = .leftOut(.bound)
        continue
      }
      let error = StopsError(point: point, interval: interval, z: quantiles.z(interval.confidence))
      errors[index] = error
      guard window.isInSeason(unix: unix) else {
        roles[index] = .leftOut(.otherSeason)
        continue
      }
      let lampOn = lamp.map { $0.isOn(atMinute: Double(Self.clockMinute(sample.takenAt))) } ?? false
      guard let sun else {
        roles[index] = lampOn ? .lamp : .leftOut(.lampOff)
        if lampOn { lampReadings.append((Math.log2(point), error)) }
        continue
      }
      let sines = sun.sines(unix: Double(unix), shift: shift)
      if lampOn {
        if sines.meridian < Self.nightSine, sines.west < Self.nightSine,
          sines.east < Self.nightSine
        {
          roles[index] = .lamp
          lampReadings.append((Math.log2(point), error))
        } else {
          mixed.append(Candidate(index: index, lux: point, sines: sines))
        }
      } else if sines.meridian < 0 {
        roles[index] = .leftOut(.sunDown)
      } else {
        daylight.append(Candidate(index: index, lux: point, sines: sines))
      }
    }
    let sorted = Sorted(uses: [], anchors: [], lamp: lampReadings)
    let level = sorted.lampLevel(z: 0)?.point
    if !mixed.isEmpty, level == nil, let lamp { throw .lampNotMeasured(lamp) }
    for var candidate in mixed {
      let total = candidate.lux
      let rest = total - (level ?? 0)
      if rest > 0.1 * total {
        candidate.lux = rest
        daylight.append(candidate)
      } else {
        roles[candidate.index] = .leftOut(.lampDominated)
      }
    }
    if !mixed.isEmpty { daylight.sort { $0.index < $1.index } }
    var anchors: [Anchor] = []
    anchors.reserveCapacity(daylight.count)
    var daylightLux: [Double?] = Array(repeating: nil, count: samples.count)
    let offsetMinutes = Double(window.latest.utcOffsetMinutes)
    for candidate in daylight {
      guard let error = errors[candidate.index] else { continue }
      roles[candidate.index] = .daylight
      daylightLux[candidate.index] = candidate.lux
      let unix = Double(samples[candidate.index].takenAt.secondsSince1970)
      let clock = (unix + offsetMinutes * 60) / 60
      let minute = clock - (clock / 1_440).rounded(.down) * 1_440
      anchors.append(
        Anchor(
          minute: minute, log2Lux: Math.log2(candidate.lux), error: error,
          sines: candidate.sines))
    }
    let uses = samples.enumerated().map { index, sample in
      let role = roles[index] ?? .leftOut(.sunDown)
      let lux: Double? =
        switch role {
        case .daylight: daylightLux[index]
        case .lamp: sample.value.point
        case .leftOut: nil
        }
      return CurveReading(takenAt: sample.takenAt, lux: lux, role: role)
    }
    if sun != nil {
      guard !anchors.isEmpty else {
        var counts: [CurveReading.LeftOut: Int] = [:]
        for use in uses { if case .leftOut(let why) = use.role { counts[why, default: 0] += 1 } }
        throw .noDaylightReadings(leftOut: counts)
      }
      let bins = (0..<3).map { AnchorBins(anchors, shift: $0) }
      return Sorted(uses: uses, anchors: bins, lamp: lampReadings)
    }
    if lampReadings.isEmpty, let lamp { throw .lampNotMeasured(lamp) }
    return Sorted(uses: uses, anchors: [], lamp: lampReadings)
  }

  /// The minute of the local clock of `time` (0 to 1,439), seconds dropped.
  static func clockMinute(_ time: Timestamp) -> Int {
    let shifted = time.secondsSince1970 + Int64(time.utcOffsetMinutes) * 60
    return Int(Timestamp.floorDivide(shifted, 86_400).1 / 60)
  }
}
