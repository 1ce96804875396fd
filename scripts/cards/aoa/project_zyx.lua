-- Project Z.Y.X. (AoA 152), creature: Fight/Reap: You may play one of your archived cards as
-- if it were in your hand and in the active house. Played through this ability it may be of
-- any house; the rules still apply to it (alpha refuses it after this use: it stays in the
-- archives).
local function play_archived(ctx)
	local picked = ctx:choose({
		prompt = "Play which archived card?",
		objects = ctx:objects({ zone = "archives", controller = "you" }),
		min = 0,
		max = 1,
	})[1]
	if picked ~= nil then
		ctx:play(picked)
	end
end

return {
	fight = play_archived,
	reap = play_archived,
}
