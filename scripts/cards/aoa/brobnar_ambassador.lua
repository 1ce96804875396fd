-- Brobnar Ambassador (AoA 229): Elusive. Fight/Reap: You may play or use one Brobnar card this turn.
-- One permission, spent by whichever comes first (a play or a use of a card of another
-- house than the active one): two counted permissions in one pool (KF-AOA3-PLAYUSE-1).
local function allow(ctx)
	ctx:rule("play_or_use_one", "brobnar")
end

return {
	fight = allow,
	reap = allow,
}
