extension DataError {
  /// The unit a data file's figures are in, for a ``NumberRange`` or a
  /// ``Reason/aboveMaximum(_:maximum:maximumField:unit:)``: a value the CLI writes as its
  /// symbol. The raw value is a stable code.
  public enum Unit: String, Sendable, Hashable, CaseIterable {
    /// Lux: lumens per square metre.
    case lux
    /// Foot-candles: lumens per square foot.
    case footCandle = "fc"
    /// Moles of photons per square metre per day, for a daily light integral.
    case molPerDay = "mol/m2/d"
    /// Exposure value: stops of light.
    case exposureValue = "EV"

    /// The unit of a source's light figure.
    public init(_ unit: LightFigure.Unit) {
      switch unit {
      case .lux: self = .lux
      case .footCandle: self = .footCandle
      case .molPerDay: self = .molPerDay
      }
    }
  }
}
