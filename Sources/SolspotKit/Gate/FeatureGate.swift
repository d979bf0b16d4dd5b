/// The gate in front of the held-back features: closed by default, as in the app, where they
/// are built, tested and unreachable; a developer tool opens it on request.
///
/// The reserved product identifier and the gated set are pinned by a test, and so is the free
/// list, so that nothing free can quietly move behind the gate (docs/method.md, "The gate").
/// There is no purchase code: the gate is opened only by constructing it open.
public struct FeatureGate: Sendable, Hashable {
  /// The product identifier reserved for the gated features.
  public static let productIdentifier = "solspot.pro"

  /// The features behind the gate: exactly the day curve, the daily light integral and the
  /// reminders.
  public static let gatedFeatures: Set<Feature> = [.dayCurve, .dailyLightIntegral, .reminders]

  /// Every other feature: free whatever the gate.
  public static var freeFeatures: Set<Feature> { Set(Feature.allCases).subtracting(gatedFeatures) }

  /// The gated features this gate lets through.
  public let openFeatures: Set<Feature>

  /// The gate as the app ships it: every gated feature closed.
  public static let closed = FeatureGate(openFeatures: [])

  /// The gate of a preview: every gated feature open.
  public static let preview = FeatureGate(openFeatures: gatedFeatures)

  private init(openFeatures: Set<Feature>) {
    self.openFeatures = openFeatures.intersection(Self.gatedFeatures)
  }

  /// Whether `feature` can be used through this gate: free features always.
  public func allows(_ feature: Feature) -> Bool {
    !Self.gatedFeatures.contains(feature) || openFeatures.contains(feature)
  }

  /// `body`'s value when the gate allows `feature`, else the refusal; `body` does not run
  /// behind a closed gate.
  public func run<Value, Failure: Error>(
    _ feature: Feature, _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Gated<Value> {
    guard allows(feature) else {
      return .gated(GateRefusal(feature: feature, productIdentifier: Self.productIdentifier))
    }
    return .available(try body())
  }
}

/// A gated call's result: the value, or the refusal naming the feature. Never an empty value.
public enum Gated<Value> {
  /// The gate allowed the feature.
  case available(Value)
  /// The gate is closed for the feature.
  case gated(GateRefusal)

  /// The value, or `nil` behind a closed gate.
  public var value: Value? {
    if case .available(let value) = self { value } else { nil }
  }
}

extension Gated: Sendable where Value: Sendable {}
extension Gated: Equatable where Value: Equatable {}
extension Gated: Hashable where Value: Hashable {}

/// The refusal of a gated feature behind a closed gate.
public struct GateRefusal: Error, Sendable, Hashable {
  /// The feature refused.
  public let feature: Feature
  /// The product identifier it is reserved for.
  public let productIdentifier: String
}
