// The Adam optimiser (Kingma and Ba, 2015) over a vector of weights, shared by the Gomoku
// trainers (the evaluation's class weights, the move order): per weight, running means of the
// gradient and of its square, bias-corrected by the number of steps taken. Plain data; one
// fit at a time.
#pragma once

#include <cmath>
#include <cstddef>
#include <vector>

namespace qiju::ai {

class Adam
{
public:
    Adam(std::size_t size, double rate)
        : m_rate(rate)
        , m_m(size, 0.0)
        , m_v(size, 0.0)
    { }

    // Starts the next step (before its update() calls).
    void nextStep()
    {
        ++m_steps;
        m_correction1 = 1 - std::pow(kBeta1, m_steps);
        m_correction2 = 1 - std::pow(kBeta2, m_steps);
    }

    // Moves the weight `w` (number k) against the gradient `g` of this step.
    void update(std::size_t k, double g, double &w)
    {
        m_m[k] = kBeta1 * m_m[k] + (1 - kBeta1) * g;
        m_v[k] = kBeta2 * m_v[k] + (1 - kBeta2) * g * g;
        w -= m_rate * (m_m[k] / m_correction1) / (std::sqrt(m_v[k] / m_correction2) + 1e-8);
    }

private:
    static constexpr double kBeta1 = 0.9;
    static constexpr double kBeta2 = 0.999;
    double m_rate;
    double m_steps = 0;
    double m_correction1 = 1;
    double m_correction2 = 1;
    std::vector<double> m_m;
    std::vector<double> m_v;
};

} // namespace qiju::ai
