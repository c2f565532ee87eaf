#include "sprt.h"

#include <array>
#include <cmath>

namespace qiju::protocols {

namespace {

constexpr std::array<double, 3> kResult = {0.0, 0.5, 1.0}; // loss, draw, win

// Log-likelihood of the counts under the most likely distribution with expected score `s`.
// By Lagrange, p_i = q_i / (1 + t (x_i - s)) with q the observed frequencies and t the root of
// f(t) = sum q_i (x_i - s) / (1 + t (x_i - s)), which falls on (-1 / (1 - s), 1 / s); a
// result never seen gets no probability (its share only moves the mean, which the others
// cannot, and its count is zero).
double bestLogLikelihood(const std::array<double, 3> &counts, double s)
{
    const double n = counts[0] + counts[1] + counts[2];
    auto f = [&](double t) {
        double sum = 0;
        for (std::size_t i = 0; i < 3; ++i)
            sum += counts[i] / n * (kResult[i] - s) / (1 + t * (kResult[i] - s));
        return sum;
    };
    double lo = -1 / (1 - s);
    double hi = 1 / s;
    for (int i = 0; i < 200; ++i) {
        const double mid = (lo + hi) / 2;
        (f(mid) > 0 ? lo : hi) = mid;
    }
    const double t = (lo + hi) / 2;
    double logLikelihood = 0;
    for (std::size_t i = 0; i < 3; ++i) {
        if (counts[i] > 0)
            logLikelihood += counts[i] * std::log(counts[i] / n / (1 + t * (kResult[i] - s)));
    }
    return logLikelihood;
}

} // namespace

double logisticScore(double elo)
{
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

SprtStatus sprtStatus(
    int wins, int losses, int draws, double elo0, double elo1, double alpha, double beta)
{
    SprtStatus s;
    s.lower = std::log(beta / (1 - alpha));
    s.upper = std::log((1 - beta) / alpha);
    if (wins + losses + draws <= 0)
        return s;
    const std::array<double, 3> counts = {double(losses), double(draws), double(wins)};
    s.llr = bestLogLikelihood(counts, logisticScore(elo1))
        - bestLogLikelihood(counts, logisticScore(elo0));
    if (s.llr >= s.upper)
        s.decision = SprtDecision::AcceptH1;
    else if (s.llr <= s.lower)
        s.decision = SprtDecision::AcceptH0;
    return s;
}

} // namespace qiju::protocols
