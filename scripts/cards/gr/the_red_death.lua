-- The Red Death (GR 198): It cannot ready unless you are haunted (the keyword
-- `ready_only_if_haunted`, data). After Fight: Gain 1 æmber and draw a card.
return {
	fight = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
		ctx:draw(1)
	end,
}
