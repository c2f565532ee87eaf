// The sequential probability ratio test that stops an engine match: the generalised SPRT on
// game results (wins, draws, losses: a trinomial) in the logistic-Elo form, as Fishtest
// computes it: H0 "Elo = elo0" against H1 "Elo = elo1", error rates alpha and beta. The LLR is
// exact (no normal approximation), so it also works without draws or with one-sided results.
// Plain functions; values only.
#pragma once

namespace qiju::protocols {

enum class SprtDecision { Continue, AcceptH0, AcceptH1 };

struct SprtStatus
{
    double llr = 0;   // log-likelihood ratio of H1 against H0
    double lower = 0; // accept H0 at or below: ln(beta / (1 - alpha))
    double upper = 0; // accept H1 at or above: ln((1 - beta) / alpha)
    SprtDecision decision = SprtDecision::Continue;
};

// The expected score of a player `elo` points stronger, logistic model: 1 / (1 + 10^(-elo/400)).
double logisticScore(double elo);

// LLR = log L(P1) - log L(P0), where Pk is the distribution over the results (0, 1/2, 1) that
// is most likely to give the observed counts among those whose expected score is
// sk = logisticScore(elok). (Without draws, L(Pk) = sk^wins (1 - sk)^losses.)
SprtStatus sprtStatus(int wins, int losses, int draws, double elo0, double elo1,
    double alpha = 0.05, double beta = 0.05);

} // namespace qiju::protocols
