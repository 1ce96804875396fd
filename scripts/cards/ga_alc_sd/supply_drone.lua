-- Supply Drone: [Class Bonus] At the beginning of your recollection phase, materialize a
-- Bullet card with memory cost 0 from your material deck (paying that cost; none there:
-- nothing happens).
return {
	triggers = {
		{
			on = "phase_began",
			label = "Materialize a memory cost 0 Bullet (class bonus)",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local bullets = {}
				for _, card in
					ipairs(ctx:look({ zone = "material_deck", controller = "you", subtype = "bullet" }))
				do
					if card:cost() == 0 then
						bullets[#bullets + 1] = card
					end
				end
				local card = ctx:choose({
					prompt = "a memory cost 0 Bullet card to materialize",
					objects = bullets,
					min = 1,
					max = 1,
				})[1]
				if card ~= nil then
					ctx:materialize(card)
				end
			end,
		},
	},
}
