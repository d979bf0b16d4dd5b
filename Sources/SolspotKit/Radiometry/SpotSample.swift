/// One spot the survey drew: its kind, the home it belongs to and what was measured there.
public struct SpotSample: Sendable, Hashable {
  /// The kind of spot.
  public let kind: SpotKind
  /// The home's number within its kind: spots of one home share a camera, a moment's
  /// daylight and a palette of surfaces.
  public let home: Int
  /// What the model found there.
  public let measurement: SpotMeasurement

  /// Creates a sample.
  public init(kind: SpotKind, home: Int, measurement: SpotMeasurement) {
    self.kind = kind
    self.home = home
    self.measurement = measurement
  }

  /// log2 of the spot's effective constant, EV.
  public var log2Constant: Double { measurement.log2EffectiveConstant }
}
