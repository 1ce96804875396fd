-- Kindled Insight: optional cost "kindle" (banish a card from your graveyard).
-- Draw a card; if the cost was paid, draw two instead.
return {
	resolve = function(ctx)
		if ctx:paid("kindle") then
			ctx:draw(2)
		else
			ctx:draw(1)
		end
	end,
}
