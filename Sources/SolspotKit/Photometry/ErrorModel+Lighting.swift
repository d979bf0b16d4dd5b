// The spot-specific geometry sizes of declared lighting (docs/uncertainty.md, "Kinds of
// lighting").

extension ErrorModel {
  /// The component id of the spot-specific size for spots lit as `lighting`.
  static func sceneID(_ lighting: LightingKind) -> String {
    switch lighting {
    case .window: "sceneWindow"
    case .skylight: "sceneSkylight"
    case .lamps: "sceneLamps"
    }
  }

  /// The spot-specific geometry error of a spot lit as `lighting` (`sceneWindow`,
  /// `sceneSkylight`, `sceneLamps`), or `nil` when the model has none for it.
  public func spotSpread(_ lighting: LightingKind) -> ErrorSpread? {
    templates[Self.sceneID(lighting)].map {
      ErrorSpread(sigma: $0.nominalSigmaEV, degrees: $0.degrees)
    }
  }

  /// The spot-specific geometry error a same-device ratio of two different spots uses, given
  /// how each is lit: the wider (by its 90% central width) of the two spots' sizes, or `nil`
  /// (keep each reading's own `scene` part, sized for every kind of spot) when either spot's
  /// lighting was not given or the model has no size for it.
  ///
  /// A pair of spots of two different kinds is held at least as well as a pair of the wider
  /// kind: the model draws no such pairs, and the wider size holds each kind's own pairs.
  public func pairSpread(_ first: LightingKind?, _ second: LightingKind?) -> ErrorSpread? {
    guard let first, let second, let a = spotSpread(first), let b = spotSpread(second) else {
      return nil
    }
    return Self.width90(a) >= Self.width90(b) ? a : b
  }

  /// The pair size of the built-in model, or `nil` when it cannot be loaded or has none.
  public static func builtInPairSpread(_ first: LightingKind?, _ second: LightingKind?)
    -> ErrorSpread?
  {
    (try? builtIn())?.pairSpread(first, second)
  }

  /// The 90% central width of `spread`, in stops.
  static func width90(_ spread: ErrorSpread) -> Double {
    let interval = LogErrorDistribution(spread: spread).centralInterval(.ninety)
    return interval.upperBound - interval.lowerBound
  }
}
