/// A fixed set of directions over the hemisphere above a surface, spread so that each carries
/// the same share of its cosine-weighted solid angle: the illuminance from luminances L(d) is
/// then π times their mean.
///
/// ```
/// E = ∫ L(d)·cos θ dω ≈ π · mean over the grid of L(dᵢ)
/// dᵢ: sin²θ = (i + ½)/rings, φ = 2π(j + ½)/sectors
/// ```
///
/// The grid is deterministic (a midpoint rule in sin²θ and φ), so the model gives the same
/// number on every run. Properties (tested): a uniform luminance L gives πL exactly; the
/// overcast sky gives 7π/9·Lz within 0.5%.
struct HemisphereGrid: Sendable {
  /// The directions, unit vectors with z > 0.
  let directions: [Vector3]
  /// How many there are.
  var count: Int { directions.count }

  /// A grid of `rings` × `sectors` directions around +z.
  init(rings: Int, sectors: Int) {
    var directions: [Vector3] = []
    directions.reserveCapacity(rings * sectors)
    for i in 0..<rings {
      let u = (Double(i) + 0.5) / Double(rings)
      let sine = u.squareRoot()
      let cosine = (1 - u).squareRoot()
      for j in 0..<sectors {
        let phi = 2 * Double.pi * (Double(j) + 0.5) / Double(sectors)
        directions.append(Vector3(x: sine * Math.cos(phi), y: sine * Math.sin(phi), z: cosine))
      }
    }
    self.directions = directions
  }

  /// The grid the model uses for illuminance: 48 rings of 96 directions.
  static let upward = HemisphereGrid(rings: 48, sectors: 96)
}
