-- Key Charge (CotA 325): Play: Lose 1 æmber. If you do, you may forge a key at current
-- cost.
local function lose_then_forge(ctx)
	local you = ctx.controller
	if you:counter("amber") < 1 then
		return
	end
	ctx:gain(you, "amber", -1)
	if not you:can_buy("key") then
		return
	end
	local pick =
		ctx:choose({ prompt = "Forge a key at its current cost?", options = { "forge", "don't forge" } })[1]
	if pick == "forge" then
		ctx:buy(you, "key")
	end
end

return {
	resolve = lose_then_forge,
}
