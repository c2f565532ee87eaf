#include "logisticfit.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>

namespace qiju::ai {

namespace {

using Matrix = std::vector<std::vector<double>>;

double sigmoid(double x) { return 1.0 / (1.0 + std::exp(-x)); }

double dot(const std::vector<double> &w, const double *x)
{
    double s = 0;
    for (std::size_t f = 0; f < w.size(); ++f)
        s += w[f] * x[f];
    return s;
}

double logLoss(double p, double y)
{
    p = std::clamp(p, 1e-9, 1 - 1e-9);
    return -(y * std::log(p) + (1 - y) * std::log(1 - p));
}

// Solves a x = b by Gaussian elimination with partial pivoting (a is small and positive
// definite here). False if it is singular.
bool solve(Matrix a, std::vector<double> b, std::vector<double> *x)
{
    const std::size_t n = b.size();
    for (std::size_t c = 0; c < n; ++c) {
        std::size_t pivot = c;
        for (std::size_t r = c + 1; r < n; ++r) {
            if (std::fabs(a[r][c]) > std::fabs(a[pivot][c]))
                pivot = r;
        }
        if (std::fabs(a[pivot][c]) < 1e-12)
            return false;
        std::swap(a[c], a[pivot]);
        std::swap(b[c], b[pivot]);
        for (std::size_t r = c + 1; r < n; ++r) {
            const double k = a[r][c] / a[c][c];
            for (std::size_t j = c; j < n; ++j)
                a[r][j] -= k * a[c][j];
            b[r] -= k * b[c];
        }
    }
    x->assign(n, 0);
    for (std::size_t r = n; r-- > 0;) {
        double s = b[r];
        for (std::size_t j = r + 1; j < n; ++j)
            s -= a[r][j] * (*x)[j];
        (*x)[r] = s / a[r][r];
    }
    return true;
}

} // namespace

std::vector<double> fitLogistic(
    const LogisticData &data, double l2, int unpenalised, int iterations, std::ostream &log)
{
    const auto n = static_cast<std::size_t>(data.features);
    std::vector<double> w(n, 0.0);
    for (int iteration = 0; iteration < iterations; ++iteration) {
        std::vector<double> g(n, 0.0);
        Matrix h(n, std::vector<double>(n, 0.0));
        double loss = 0;
        int count = 0;
        for (std::size_t s = 0; s < data.size(); ++s) {
            if (data.heldOut(s))
                continue;
            const double *x = data.row(s);
            const double p = sigmoid(dot(w, x));
            const double y = data.fitTarget(s);
            loss += logLoss(p, y);
            ++count;
            const double q = p * (1 - p);
            for (std::size_t i = 0; i < n; ++i) {
                if (x[i] == 0)
                    continue;
                g[i] += (p - y) * x[i];
                for (std::size_t j = 0; j < n; ++j)
                    h[i][j] += q * x[i] * x[j];
            }
        }
        for (std::size_t i = 0; i < n; ++i) {
            if (static_cast<int>(i) == unpenalised) {
                h[i][i] += 1e-9;
            } else {
                g[i] += l2 * w[i];
                h[i][i] += l2;
            }
        }
        std::vector<double> step;
        if (!solve(h, g, &step)) {
            log << "train-eval: singular system, stopping\n";
            break;
        }
        for (std::size_t i = 0; i < n; ++i)
            w[i] -= step[i];
        log << "iteration " << iteration + 1 << ": train log loss " << std::setprecision(5)
            << loss / std::max(count, 1) << "\n";
    }
    return w;
}

std::vector<double> scores(const LogisticData &data, const std::vector<double> &w)
{
    std::vector<double> out(data.size());
    for (std::size_t i = 0; i < data.size(); ++i)
        out[i] = dot(w, data.row(i));
    return out;
}

double calibrate(const LogisticData &data, const std::vector<double> &score)
{
    double k = 0;
    for (int iteration = 0; iteration < 30; ++iteration) {
        double g = 0, h = 1e-9;
        for (std::size_t i = 0; i < data.size(); ++i) {
            if (data.heldOut(i))
                continue;
            const double p = sigmoid(k * score[i]);
            g += (p - data.outcome[i]) * score[i];
            h += p * (1 - p) * score[i] * score[i];
        }
        k -= g / h;
    }
    return k;
}

HoldOutLoss holdOutLoss(const LogisticData &data, const std::vector<double> &logit)
{
    HoldOutLoss l;
    int n = 0;
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (!data.heldOut(i))
            continue;
        const double p = sigmoid(logit[i]);
        l.loss += logLoss(p, data.outcome[i]);
        if (data.outcome[i] != 0.5)
            l.accuracy += (p > 0.5) == (data.outcome[i] > 0.5);
        ++n;
    }
    if (n > 0) {
        l.loss /= n;
        l.accuracy /= n;
    }
    return l;
}

void logHoldOut(const LogisticData &data, const std::vector<double> &compiled,
    const std::vector<double> &fittedLogit, std::ostream &log)
{
    const double k = calibrate(data, compiled);
    std::vector<double> compiledLogit(compiled.size());
    for (std::size_t i = 0; i < compiled.size(); ++i)
        compiledLogit[i] = k * compiled[i];
    const HoldOutLoss before = holdOutLoss(data, compiledLogit);
    const HoldOutLoss after = holdOutLoss(data, fittedLogit);
    log << "hold-out (every tenth game): compiled weights log loss " << before.loss << ", accuracy "
        << before.accuracy << "; fitted " << after.loss << ", accuracy " << after.accuracy << "\n";
}

double spread(const LogisticData &data, const std::vector<double> &score)
{
    double sum = 0, sum2 = 0;
    int n = 0;
    for (std::size_t i = 0; i < data.size(); ++i) {
        if (data.heldOut(i))
            continue;
        sum += score[i];
        sum2 += score[i] * score[i];
        ++n;
    }
    if (n < 2)
        return 0;
    const double mean = sum / n;
    return std::sqrt(std::max(0.0, sum2 / n - mean * mean));
}

} // namespace qiju::ai
