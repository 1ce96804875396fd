-- Forgelight Shieldmaiden: Foster (the rules script's keyword trigger). On Foster: draw
-- two cards, then discard a card. Class Bonus: if a fire element card was discarded, put a
-- buff counter on it.
return {
	triggers = {
		{
			-- On Foster: "whenever this unit becomes fostered" (CR, On Foster 1).
			on = "status",
			own = true,
			label = "On Foster: draw two, discard one",
			applies = function(_ctx, event)
				return event.status == "fostered"
			end,
			resolve = function(ctx)
				ctx:draw(2)
				local hand = ctx:objects({ zone = "hand", controller = "you" })
				local discarded =
					ctx:choose({ prompt = "a card to discard", objects = hand, min = 1, max = 1 })[1]
				if discarded == nil then
					return
				end
				local fire = discarded:has_element("fire")
				ctx:discard(discarded)
				if fire and ctx:rule("class_bonus") and ctx.this:is_valid() then
					ctx:add_counter(ctx.this, "buff", 1)
				end
			end,
		},
	},
}
