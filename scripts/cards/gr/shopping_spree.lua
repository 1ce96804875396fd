-- Shopping Spree (GR 087): Play: Discard your hand. Draw a card for each card discarded
-- this way. The hand is discarded together: Scrap: abilities resolve (in the order the
-- active player picks) before the draw.
return {
	resolve = function(ctx)
		local discarded = ctx:discard(ctx:objects({ zone = "hand", controller = "you" }))
		if #discarded > 0 then
			ctx:draw(#discarded)
		end
	end,
}
