-- Brobnar Ambassador (AoA 229), and the Dis, Logos, Mars, Shadows and Untamed Ambassadors
-- (AoA 230, 237, 238, 243, 247), whose house is the first word of their name: Elusive.
-- Fight/Reap: You may play or use one <house> card this turn. One permission, spent by
-- whichever comes first (a play or a use of a card of another house than the active one):
-- two counted permissions in one pool (KF-AOA3-PLAYUSE-1).
local function allow(ctx)
	local house = string.lower(string.match(ctx.this:name(), "^(%a+) Ambassador$") or "")
	ctx:rule("play_or_use_one", house)
end

return {
	fight = allow,
	reap = allow,
}
