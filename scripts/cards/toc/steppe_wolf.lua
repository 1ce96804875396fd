-- Steppe Wolf (ToC 320), token creature: Steppe Wolf gets +1 power for each other friendly
-- Wolf creature in play.
local function other_wolves(ctx)
	local n = 0
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
		if creature ~= ctx.this and creature:has_subtype("wolf") then
			n += 1
		end
	end
	return n
end

return {
	statics = {
		{ stat = "power", increase = other_wolves, self_only = true },
	},
}
