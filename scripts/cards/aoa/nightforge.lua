-- Nightforge (AoA 291), action: Play: If you have not forged a key this turn, you may forge
-- a key at +4 æmber current cost.
local function forged_this_turn(player)
	for _, act in ipairs(player:this_turn("bought")) do
		if act.what == "key" then
			return true
		end
	end
	return false
end

return {
	resolve = function(ctx)
		local you = ctx.controller
		if forged_this_turn(you) or not you:can_buy("key", 4) then
			return
		end
		local pick = ctx:choose({
			prompt = "Forge a key at +4 current cost?",
			options = { "forge", "don't forge" },
		})[1]
		if pick == "forge" then
			ctx:buy(you, "key", 4)
		end
	end,
}
