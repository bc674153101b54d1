import FluidPacing
import Testing

@Suite("Pacing: percentiles by nearest rank")
struct PercentilesTests {
  @Test("Percentiles by nearest rank")
  func percentiles() {
    let values = Percentiles((1...100).map(Double.init))
    #expect(values.median == 50)
    #expect(values.p99 == 99)
    #expect(values.maximum == 100)
  }

  @Test("Percentiles by nearest rank on short, unsorted lists")
  func percentilesOfShortLists() {
    let three = Percentiles([3, 1, 2])
    // Ranks ⌈0.5·3⌉ = 2 and ⌈0.99·3⌉ = 3; fraction 0 reads the smallest.
    #expect(three.median == 2)
    #expect(three.p99 == 3)
    #expect(three.value(at: 0) == 1)
    let four = Percentiles([40, 10, 30, 20])
    // ⌈0.5·4⌉ = 2: nearest rank takes a sample, never an average.
    #expect(four.median == 20)
    #expect(Percentiles([]).median.isNaN)
  }

}
