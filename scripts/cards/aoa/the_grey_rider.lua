-- The Grey Rider (AoA 226), creature: Deploy. Play/Fight/Reap: You may ready and fight with
-- a neighboring creature. The neighbor is readied even if it then can't fight (no enemy
-- creature); used through this ability, its house does not matter.
local function ride(ctx)
	local picked = ctx:choose({
		prompt = "Ready and fight with which neighbor?",
		objects = ctx.this:neighbors(),
		min = 0,
		max = 1,
	})[1]
	if picked == nil then
		return
	end
	ctx:ready(picked)
	ctx:use(picked, "fight")
end

return {
	resolve = ride,
	fight = ride,
	reap = ride,
}
