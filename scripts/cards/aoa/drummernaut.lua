-- Drummernaut (AoA 006): Play/Fight/Reap: Return another friendly Giant creature to your
-- hand.
local function bounce(ctx)
	local giants = {}
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true })) do
		if creature:has_subtype("giant") then
			table.insert(giants, creature)
		end
	end
	local giant = ctx:choose({ prompt = "Return which other friendly Giant to hand?", objects = giants })[1]
	if giant ~= nil then
		ctx:move(giant, "hand")
	end
end

return {
	resolve = bounce,
	fight = bounce,
	reap = bounce,
}
