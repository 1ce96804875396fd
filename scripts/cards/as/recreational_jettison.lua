-- Recreational Jettison (AS 270), action: Play: Discard a card from your hand and resolve
-- its bonus icons as if you had played it. If a yellow key is forged (either player's),
-- repeat that.
local function jettison(ctx)
	local hand = ctx:objects({ zone = "hand", controller = "you" })
	local card = ctx:choose({ prompt = "Discard which card (Recreational Jettison)?", objects = hand })[1]
	if card == nil then
		return
	end
	local discarded = ctx:discard({ card })[1]
	if discarded ~= nil then
		ctx:rule("resolve_bonus_icons", discarded)
	end
end

return {
	resolve = function(ctx)
		jettison(ctx)
		if
			ctx:rule("key_forged", ctx.controller, "yellow") or ctx:rule("key_forged", ctx.opponent, "yellow")
		then
			jettison(ctx)
		end
	end,
}
