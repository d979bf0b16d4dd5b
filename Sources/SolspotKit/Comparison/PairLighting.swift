/// How two different spots compared are lit, as their user said (``LightingKind``), and the
/// spot-specific geometry error their same-device ratio takes from it.
///
/// The error model's spot-specific size (`scene`) must hold the ratio of two spots of every
/// kind, and skylight homes set it; spots whose lighting is declared take their own size
/// (``ErrorModel/pairSpread(_:_:)``: the wider of the two), so two side-window spots get a
/// narrower ratio. A spot whose lighting was not given keeps the every-kind size.
public struct PairLighting: Sendable, Hashable {
  /// How the first spot is lit, if its user said.
  public let first: LightingKind?
  /// How the second spot is lit, if its user said.
  public let second: LightingKind?
  /// The spot-specific geometry error of each spot in the ratio, or `nil` when either
  /// spot's lighting is not known (each reading's own `scene` part stays).
  public let spread: ErrorSpread?

  /// The lighting of two spots, with the size `model` gives the pair.
  public init(_ first: LightingKind?, _ second: LightingKind?, model: ErrorModel) {
    let spread = model.pairSpread(first, second)
    let sizedFor = [first, second].compactMap { $0 }.first { model.spotSpread($0) == spread }
    self.init(first, second, spread: spread, sizedFor: spread == nil ? nil : sizedFor)
  }

  /// The lighting of two spots, with the size their ratio takes and the kind it is the size
  /// of.
  public init(
    _ first: LightingKind?, _ second: LightingKind?, spread: ErrorSpread?,
    sizedFor: LightingKind? = nil
  ) {
    self.first = first
    self.second = second
    self.spread = spread
    self.sizedFor = sizedFor
  }

  /// The lighting whose size the pair takes (the wider of the two), when both are declared.
  public let sizedFor: LightingKind?

  /// Whether both spots' lighting is known, so that the pair has its own size.
  public var isDeclared: Bool { spread != nil }

  /// Whether a spot's lighting is not known.
  public var hasUndeclared: Bool { first == nil || second == nil }

  /// The one spot whose lighting is not given when the other's is, or `nil` when both or
  /// neither are given. The pair then keeps the every-kind size (``spread`` is `nil`), so the
  /// lighting given changes nothing until this spot's is given too.
  public var loneUndeclared: Side? {
    switch (first, second) {
    case (nil, .some): .first
    case (.some, nil): .second
    default: nil
    }
  }

  /// One of the two spots compared.
  public enum Side: String, Sendable, Hashable, CaseIterable {
    /// The first spot (A of `compare A B`).
    case first
    /// The second spot (B).
    case second
  }
}
