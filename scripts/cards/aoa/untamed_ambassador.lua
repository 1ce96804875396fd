-- Untamed Ambassador (AoA 247): Elusive. Fight/Reap: You may play or use one Untamed card this turn.
-- One permission, spent by whichever comes first (KF-AOA3-PLAYUSE-1).
local function allow(ctx)
	ctx:rule("play_or_use_one", "untamed")
end

return {
	fight = allow,
	reap = allow,
}
