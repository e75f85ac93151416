#pragma once
// Aiming a toss so the stack lands at a partner's feet (giveToPlayer). A player's toss always
// leaves at the same speed (vanilla Player.drop: 0.3 blocks/tick along the look, +0.1 up), so
// looking level from 2 blocks away throws the stack past the partner and out of their pickup reach;
// the only thing the thrower controls is the pitch.

namespace craftmate::skills {

// Where a stack tossed with `pitch` (radians, up positive, as Bot::look takes it) comes to rest,
// as a horizontal distance from the thrower: vanilla item physics from eye height - 0.3 down to
// ground `dy` blocks above the thrower's feet, sliding included, the random part of the toss left out.
double tossDistance(double pitch, double dy);

// The pitch whose toss comes to rest closest to `horizontal` blocks away on ground `dy` blocks
// above the thrower's feet (the farthest, 20 degrees up, when the partner is out of range).
double tossPitchFor(double horizontal, double dy);

}  // namespace craftmate::skills
