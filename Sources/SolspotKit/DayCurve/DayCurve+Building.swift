extension DayCurve {
  /// The curve of a spot's readings.
  ///
  /// - Parameters:
  ///   - readings: The spot's readings, any order.
  ///   - location: The spot's location; daylight needs a latitude.
  ///   - lamp: The spot's lamp schedule, if any.
  ///   - confidence: The confidence of the hours' intervals.
  /// - Throws: ``DayCurveError`` saying what is missing.
  package init(
    readings: [Reading], location: SpotLocation, lamp: LampSchedule? = nil,
    confidence: Confidence = .ninety
  ) throws(DayCurveError) {
    try self.init(
      samples: readings.map(CurveSample.init), location: location, lamp: lamp,
      confidence: confidence)
  }

  /// The curve of a spot's readings, each as its time and value.
  ///
  /// The curve describes the local day of the latest sample, so `samples` must hold the
  /// spot's latest reading; readings the curve would leave out may be missing
  /// (``SpotStore/allLighting(scope:)`` reads only the others), and are then not listed in
  /// ``readings``.
  ///
  /// - Parameters:
  ///   - samples: The spot's readings, any order.
  ///   - location: The spot's location; daylight needs a latitude.
  ///   - lamp: The spot's lamp schedule, if any.
  ///   - confidence: The confidence of the hours' intervals.
  /// - Throws: ``DayCurveError`` saying what is missing.
  package init(
    samples: [CurveSample], location: SpotLocation, lamp: LampSchedule? = nil,
    confidence: Confidence = .ninety
  ) throws(DayCurveError) {
    let ordered = samples.sorted { $0.takenAt < $1.takenAt }
    guard let latest = ordered.last?.takenAt else { throw .noReadings }
    let hasDaylight = lamp?.hasDaylight ?? true
    let latitude = location.latitude
    if hasDaylight, latitude == nil { throw .needsLatitude(location) }
    let window = CurveWindow(latest: latest, latitude: latitude, hasDaylight: hasDaylight)
    let local = latest.local
    let dayStart = window.dayStart
    let sun = window.sun
    let shifts = [0, -ZoneMeridian.errorMinutes, ZoneMeridian.errorMinutes]
    let sorter = CurveSorter(
      window: window, lamp: lamp, shift: ShiftedSines.Shift(minutes: ZoneMeridian.errorMinutes))
    let sorted = try sorter.sort(ordered)
    let z = NormalDistribution.quantile(confidence.upperTail)
    let lampLevel = sorted.lampLevel(z: z)
    var hours: [CurveHour] = []
    for hour in 0..<24 {
      let lampLight = lampLevel.map { level in
        level.scaled(by: Double(lamp?.minutesOn(inHour: hour) ?? 0) / 60)
      }
      guard let sun, !sorted.anchors.isEmpty else {
        hours.append(
          CurveHour(
            hour: hour, daylight: .dark, lamp: lampLight ?? .dark, minutesFromReading: nil,
            sunElevation: nil))
        continue
      }
      let middle = Double(hour * 60 + 30)
      let daylight = Self.daylight(
        hour: hour, sun: sun, anchors: sorted.anchors, dayStart: dayStart, shifts: shifts, z: z)
      hours.append(
        CurveHour(
          hour: hour, daylight: daylight, lamp: lampLight ?? .dark,
          minutesFromReading: sorted.anchors[0].distance(to: middle),
          sunElevation: sun.elevation(unix: Double(dayStart) + middle * 60, shiftMinutes: 0)))
    }
    self.year = local.year
    self.month = local.month
    self.day = local.day
    self.utcOffsetMinutes = latest.utcOffsetMinutes
    self.latitude = hasDaylight ? latitude : nil
    self.hours = hours
    self.readings = sorted.uses
    self.lamp = lamp
    self.lampLevel = lampLevel
    self.solarDay = hasDaylight ? sun?.day(midnightUnix: dayStart) : nil
    self.meridianErrorMinutes = ZoneMeridian.errorMinutes
    self.confidence = confidence
  }

  /// The daylight of one hour: the mean of four quarter-hour samples, at the zone's meridian
  /// and at either end of its error; the point from the meridian, the ends from all three.
  private static func daylight(
    hour: Int, sun: SunPath, anchors: [AnchorBins], dayStart: Int64, shifts: [Double], z: Double
  ) -> HourLight {
    var point = 0.0
    var lower = Double.infinity
    var upper = 0.0
    for (index, bins) in anchors.enumerated() {
      var sum = (point: 0.0, lower: 0.0, upper: 0.0)
      for quarter in 0..<4 {
        let minute = Double(hour * 60) + 7.5 + Double(quarter) * 15
        let elevation = sun.elevation(
          unix: Double(dayStart) + minute * 60, shiftMinutes: shifts[index])
        let outdoor = DaylightShape.lux(elevation: elevation)
        guard outdoor > 0 else { continue }
        let fraction = bins.fraction(at: minute)
        let growth = interpolationSigmaEVPerHour * fraction.distance / 60
        let low = (fraction.sigmaLower * fraction.sigmaLower + growth * growth).squareRoot()
        let high = (fraction.sigmaUpper * fraction.sigmaUpper + growth * growth).squareRoot()
        let value = Math.exp2(fraction.log2 + Math.log2(outdoor))
        sum.point += value / 4
        sum.lower += value * Math.exp2(-z * low) / 4
        sum.upper += value * Math.exp2(z * high) / 4
      }
      if index == 0 { point = sum.point }
      lower = min(lower, sum.lower)
      upper = max(upper, sum.upper)
    }
    return HourLight(point: point, lower: lower.isFinite ? lower : 0, upper: upper)
  }
}
