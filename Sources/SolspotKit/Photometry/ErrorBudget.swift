/// The error components that apply to one reading, and the distribution they add up to.
///
/// Symmetric components add in quadrature (independent errors in log space), their shape by
/// Welch–Satterthwaite (``ErrorSpread``). One-sided components are combined the same way into
/// one half-normal scale; with the built-in model there is only one, the attenuation of
/// protectors and case lips.
public struct ErrorBudget: Sendable, Hashable {
  /// The components, in the order they were listed.
  public let components: [ErrorComponent]

  /// Creates a budget.
  public init(components: [ErrorComponent]) {
    self.components = components
  }

  /// The component with identifier `id`, if the budget has it.
  public subscript(id: String) -> ErrorComponent? {
    components.first { $0.id == id }
  }

  /// The symmetric part of the components of the given kinds, by Welch–Satterthwaite
  /// (``ErrorSpread``); one-sided components are left out.
  public func spread(of kinds: Set<ErrorComponent.Kind>) -> ErrorSpread {
    var spread = ErrorSpread.zero
    for component in components
    where kinds.contains(component.kind) && component.shape == .normal {
      spread += component.spread
    }
    return spread
  }

  /// The scale of the one-sided components of the given kinds, added in quadrature.
  public func upwardSigma(of kinds: Set<ErrorComponent.Kind>) -> Double {
    components.filter { kinds.contains($0.kind) && $0.shape == .halfNormalUp }
      .reduce(0) { $0 + $1.sigmaEV * $1.sigmaEV }.squareRoot()
  }

  /// The distribution of the error in stops from the components of the given kinds.
  ///
  /// - Parameter kinds: The kinds to include; all of them for an absolute reading.
  public func distribution(of kinds: Set<ErrorComponent.Kind> = Set(ErrorComponent.Kind.allCases))
    -> LogErrorDistribution
  {
    LogErrorDistribution(spread: spread(of: kinds), upwardSigma: upwardSigma(of: kinds))
  }
}
