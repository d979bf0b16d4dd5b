extension FeatureGate {
  /// A spot's day curve (``DayCurve``), behind ``Feature/dayCurve``.
  ///
  /// - Throws: ``DayCurveError`` when the gate is open and no curve can be made.
  public func dayCurve(
    samples: [CurveSample], location: SpotLocation, lamp: LampSchedule? = nil,
    confidence: Confidence = .ninety
  ) throws(DayCurveError) -> Gated<DayCurve> {
    try run(.dayCurve) { () throws(DayCurveError) in
      try DayCurve(samples: samples, location: location, lamp: lamp, confidence: confidence)
    }
  }

  /// The daily light integral of `curve`, behind ``Feature/dailyLightIntegral``.
  public func dailyLightIntegral(curve: DayCurve, source: LightSource? = nil)
    -> Gated<DailyLightIntegral>
  {
    run(.dailyLightIntegral) { DailyLightIntegral(curve: curve, source: source) }
  }

  /// A plant's DLI verdict, behind ``Feature/dailyLightIntegral`` (lux verdicts stay free).
  public func dliVerdict(_ dli: DailyLightIntegral, need: PlantDLINeed) -> Gated<DLIVerdict> {
    run(.dailyLightIntegral) { DLIVerdict(dli, need: need) }
  }

  /// The reminders of `spots` as of `now`, behind ``Feature/reminders``.
  public func reminders(for spots: [ReminderPlanner.SpotState], now: Timestamp)
    -> Gated<[Reminder]>
  {
    run(.reminders) { ReminderPlanner.reminders(for: spots, now: now) }
  }
}
